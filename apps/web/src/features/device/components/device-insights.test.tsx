import type { DeviceComprehensive } from '@careerloom/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceInsights } from './device-insights';

afterEach(cleanup);

/** Browser time from the extension alone: no tab score, no apps, so no workflow efficiency. */
const BROWSER_ONLY: DeviceComprehensive = {
  overallScore: 86,
  recommendations: [],
  slack: null,
  notion: null,
  browser: { browsingTime: 5, productiveSites: 7, socialMediaTime: 0.5, tabManagementScore: null },
  mobile: null,
  communication: { totalContacts: null, videoCalls: null, emailVolume: null, networkSize: null },
  productivity: { totalApps: null, workflowEfficiency: null, taskManagement: 60, automationUsage: 0 },
  sources: [],
};

describe('device insight figures', () => {
  it('shows a figure with nothing behind it as unavailable, never as a number', () => {
    render(<DeviceInsights data={BROWSER_ONLY} />);
    const web = screen.getByRole('region', { name: 'Web Activity' });
    expect(within(web).getByRole('group', { name: 'Browsing Time: 5 h/day' })).toBeTruthy();
    expect(within(web).getByRole('group', { name: 'Tab Management: unavailable' }).textContent).toContain(
      'Unavailable',
    );
    const productivity = screen.getByRole('region', { name: 'Productivity Analytics' });
    expect(within(productivity).getByRole('group', { name: 'Workflow Efficiency: unavailable' })).toBeTruthy();
    expect(within(productivity).getByRole('group', { name: 'Task Management: 60%' })).toBeTruthy();
    expect(screen.queryByText(/86%/)).toBeNull();
  });
});
