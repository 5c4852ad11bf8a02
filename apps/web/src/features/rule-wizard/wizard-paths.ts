/**
 * Where the wizards lead. TODO(merge): /rules and /rules/my-rules are built on another branch; once
 * their routes are in router.tsx these can become typed `to:` navigations.
 */
export const WIZARD_PATHS = {
  rules: '/rules',
  myRules: '/rules/my-rules',
} as const;
