/**
 * Every icon in its own module (ui/icons/), so a screen's chunk carries only the icons it draws:
 * the login page needs five of the ~40 (decision 011). Import from here.
 */
export { ChevronLeftIcon } from './icons/chevron-left-icon';
export { ChevronRightIcon } from './icons/chevron-right-icon';
export { CloseIcon } from './icons/close-icon';
export { BellIcon } from './icons/bell-icon';
export { ChatIcon } from './icons/chat-icon';
export { HomeIcon } from './icons/home-icon';
export { StopwatchIcon } from './icons/stopwatch-icon';
export { UserIcon } from './icons/user-icon';
export { UsersIcon } from './icons/users-icon';
export { EyeIcon } from './icons/eye-icon';
export { EyeOffIcon } from './icons/eye-off-icon';
export { MailIcon } from './icons/mail-icon';
export { InfoIcon } from './icons/info-icon';
export { AlertIcon } from './icons/alert-icon';
export { CheckCircleIcon } from './icons/check-circle-icon';
export { ShieldIcon } from './icons/shield-icon';
export { CompassIcon } from './icons/compass-icon';
export { TrophyIcon } from './icons/trophy-icon';
export { SettingsIcon } from './icons/settings-icon';
export { CameraIcon } from './icons/camera-icon';
export { TrashIcon } from './icons/trash-icon';
export { LogOutIcon } from './icons/log-out-icon';
export { ChevronDownIcon } from './icons/chevron-down-icon';
export { ExternalLinkIcon } from './icons/external-link-icon';
export { InstagramIcon } from './icons/instagram-icon';
export { HelpIcon } from './icons/help-icon';
export { FileTextIcon } from './icons/file-text-icon';
export { BanIcon } from './icons/ban-icon';
export { MapPinIcon } from './icons/map-pin-icon';
export { CheckIcon } from './icons/check-icon';
export { PencilIcon } from './icons/pencil-icon';
export { UserMinusIcon } from './icons/user-minus-icon';
export { PartyIcon } from './icons/party-icon';
export { WifiOffIcon } from './icons/wifi-off-icon';
export { KakaoIcon } from './icons/kakao-icon';
export { GoogleIcon } from './icons/google-icon';
export { AppleIcon } from './icons/apple-icon';
export { MoodSmileIcon } from './icons/mood-smile-icon';
export { MoodNeutralIcon } from './icons/mood-neutral-icon';
export { MoodSadIcon } from './icons/mood-sad-icon';
export { MoodOffIcon } from './icons/mood-off-icon';
export { SearchIcon } from './icons/search-icon';
export { UserPlusIcon } from './icons/user-plus-icon';
export { UserCheckIcon } from './icons/user-check-icon';
