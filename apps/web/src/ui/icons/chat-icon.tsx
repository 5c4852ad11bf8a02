import { Icon, type IconProps } from './icon';

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12c0-4.4 3.6-7.5 8-7.5s8 3.1 8 7.5-3.6 7.5-8 7.5c-1.1 0-2.1-.2-3.1-.5L4.5 20.5l1.2-3.6C4.6 15.5 4 13.8 4 12z" />
  </Icon>
);
