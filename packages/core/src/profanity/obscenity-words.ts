/**
 * English words taken from the English data set of the npm package obscenity 0.4.6 (MIT; its words
 * come from the cuss project, MIT; see NOTICE). The package itself is not a dependency: bundled it
 * is about 50 kB minified (twice this module's budget), it flags "cockpit" and "shiitake", and it
 * misses spaced letters ("f u c k").
 *
 * `|` marks where a word must touch the edge of its token, as in obscenity's patterns: '|ass|' is
 * "ass" alone (not class, bass, assistant), '|shit' and 'shit|' are "shit" at either end
 * (shitty, bullshit) but not inside a name (Yoshitomo). Bare words match anywhere in a token.
 */
export const OBSCENITY_WORDS = (
  '|ass| |asses| bastard bitch |cock| |cocks| |cunt cunt| |dick dildo |fag| |fags| faggot fuck ' +
  'jizz |kike| nigger nigga |piss porn |prick| |pricks| pussy |rape |rapist |retard |shit shit| ' +
  'slut |twat |wank whore bollocks'
).split(' ');
