import { Icon, type IconProps } from './icon';

export const FileTextIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8L14 3.5z" />
    <path d="M14 3.5V8h4.5M9 12.5h6M9 16h6" />
  </Icon>
);
