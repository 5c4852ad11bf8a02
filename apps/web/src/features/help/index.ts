// The help feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { FAQ } from './faq';
