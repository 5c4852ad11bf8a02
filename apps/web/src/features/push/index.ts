// The push feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { WebPushSetting } from './web-push-setting';
