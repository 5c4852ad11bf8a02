/** Where the wizards lead when the player leaves or finishes (typed routes of router.tsx). */
export const WIZARD_PATHS = {
  rules: '/rules',
  myRules: '/rules/my-rules',
} as const;
