// The navigation's Radix menus: one chunk, fetched when a menu is first needed (see deferred-menu).
export { AiJobSearchPopover } from './ai-job-search-popover';
export { MobileNavMenu } from './mobile-nav-menu';
export { ThemeMenu } from './theme-menu';
export { UserMenu } from './user-menu';
