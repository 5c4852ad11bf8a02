// The rule-wizard feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { CreateRuleWizard } from './create-rule-wizard';
export { useLeaveWizard } from './use-leave-wizard';
export { WIZARD_PATHS } from './wizard-paths';
export { parseRuleId } from './edit-access';
export { RuleEditView } from './rule-edit-view';
export { WizardHeader } from './wizard-header';
