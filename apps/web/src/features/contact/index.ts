// The contact feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { ContactForm } from './contact-form';
