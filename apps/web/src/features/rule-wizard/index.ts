// The rule-wizard feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { CreateRuleWizard } from './create-rule-wizard';
export { useLeaveWizard } from './use-leave-wizard';
export { WIZARD_PATHS } from './wizard-paths';
export { BAD_EDIT_ADDRESS, EDIT_LOAD_FAILED, editRefusal, parseRuleId } from './edit-access';
export { EditRuleWizard } from './edit-rule-wizard';
export { WizardHeader } from './wizard-header';
export { INPUT_STEP_COUNT } from './wizard-steps';
export { useRule } from './wizard.api';
