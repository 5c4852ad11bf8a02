// The onboarding feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { OnboardingFlow, OnboardingHeader } from './onboarding-flow';
