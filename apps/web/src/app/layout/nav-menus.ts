// The navigation's Radix menus, one chunk loaded after the first page (see deferred-menu).
export { AiJobSearchPopover } from './ai-job-search-popover';
export { MobileNavMenu } from './mobile-nav-menu';
export { ThemeMenu } from './theme-menu';
export { UserMenu } from './user-menu';
