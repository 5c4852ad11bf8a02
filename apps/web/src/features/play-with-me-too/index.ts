// The play-with-me-too feature's entry (CONVENTIONS.md, feature template): what other features use.
export { ChallengeBanner } from './challenge-banner';
export { ChallengeButton } from './challenge-button';
