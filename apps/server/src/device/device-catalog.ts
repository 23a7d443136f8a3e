import {
  type DEVICE_AUTH_TYPES,
  type DEVICE_PLATFORMS,
  DEVICE_SOURCE_IDS,
  ECOSYSTEM_EXTRA_SOURCE_IDS,
  SOURCE_CATEGORIES,
  SOURCE_DATA_TYPES,
  SOURCE_NAMES,
  type SourceId,
} from '@careerloom/contract';

/**
 * The device page's source catalogue: the four sources connected here, then the intelligence
 * sources the ecosystem view also shows (connected on /intelligence). Setup instructions say
 * exactly what the user has to do, including which scopes a token needs.
 */
export type CatalogEntry = {
  id: SourceId;
  platform: (typeof DEVICE_PLATFORMS)[number];
  authType: (typeof DEVICE_AUTH_TYPES)[number];
  setupInstructions: string[];
  connectsHere: boolean;
};

const DEVICE: Record<(typeof DEVICE_SOURCE_IDS)[number], Omit<CatalogEntry, 'id' | 'connectsHere'>> = {
  slack: {
    platform: 'desktop',
    authType: 'oauth',
    setupInstructions: [
      'Create a Slack app at api.slack.com/apps and install it to your workspace, or use "Connect with Slack" when it is offered.',
      'Give it the user scopes channels:read, groups:read, channels:history and groups:history.',
      'Paste the User OAuth Token (it starts with xoxp-) below. Only message counts and reply times are kept, never message text.',
    ],
  },
  notion: {
    platform: 'web',
    authType: 'oauth',
    setupInstructions: [
      'Create an internal integration at notion.so/my-integrations, or use "Connect with Notion" when it is offered.',
      'Share the pages and task databases you want analysed with the integration (⋯ → Connections).',
      'Paste the integration token (it starts with ntn_ or secret_) below. Page content is never read.',
    ],
  },
  browser: {
    platform: 'web',
    authType: 'browser_extension',
    setupInstructions: [
      "Open your browser's time report (for example a time-tracking extension) for a typical day.",
      'Enter your total browsing minutes, minutes on social media, productive sites visited, research sessions, bookmarks and a 0-100 tab-tidiness rating.',
      'Submit the form; you can update the numbers at any time.',
    ],
  },
  mobile: {
    platform: 'mobile',
    authType: 'file_sync',
    setupInstructions: [
      'Open Screen Time (iOS) or Digital Wellbeing (Android) for a typical day.',
      'Enter your screen time, focus time, notifications, a 0-100 wellbeing rating and your most used apps with their minutes.',
      'Submit the form; you can update the numbers at any time.',
    ],
  },
};

const ECOSYSTEM: Record<(typeof ECOSYSTEM_EXTRA_SOURCE_IDS)[number], Omit<CatalogEntry, 'id' | 'connectsHere'>> = {
  gmail: { platform: 'web', authType: 'oauth', setupInstructions: ['Connect Gmail on the Intelligence page.'] },
  calendar: {
    platform: 'web',
    authType: 'oauth',
    setupInstructions: ['Connect Google Calendar on the Intelligence page.'],
  },
  github: { platform: 'web', authType: 'oauth', setupInstructions: ['Connect GitHub on the Intelligence page.'] },
  linkedin: {
    platform: 'web',
    authType: 'file_sync',
    setupInstructions: ['Connect LinkedIn on the Intelligence page.'],
  },
};

export const DEVICE_CATALOG: readonly CatalogEntry[] = [
  ...DEVICE_SOURCE_IDS.map((id) => ({ id, connectsHere: true, ...DEVICE[id] })),
  ...ECOSYSTEM_EXTRA_SOURCE_IDS.map((id) => ({ id, connectsHere: false, ...ECOSYSTEM[id] })),
];

export const catalogView = (entry: CatalogEntry) => ({
  id: entry.id,
  name: SOURCE_NAMES[entry.id],
  category: SOURCE_CATEGORIES[entry.id],
  platform: entry.platform,
  dataTypes: SOURCE_DATA_TYPES[entry.id].map((d) => d.type),
  authType: entry.authType,
  setupInstructions: entry.setupInstructions,
  connectsHere: entry.connectsHere,
});
