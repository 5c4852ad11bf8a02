import { Icon, type IconProps } from './icon';

export const UserPlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9.5" cy="8.5" r="3.8" />
    <path d="M2.5 20c.8-3.6 3.6-5.6 7-5.6s6.2 2 7 5.6M18.5 8v6M15.5 11h6" />
  </Icon>
);
