import { aiSettingsSchema, aiSettingsUpdateSchema, DEFAULT_AI_SETTINGS } from '@careerloom/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AiSettingsTab } from './ai-settings-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AiSettingsTab', () => {
  it('sends the three settings as the contract update', async () => {
    const api = stubApi([
      handle('PUT', '/api/work-ai/settings', aiSettingsSchema, { ...DEFAULT_AI_SETTINGS, automationLevel: 'Low' }),
    ]);
    renderWithProviders(<AiSettingsTab settings={DEFAULT_AI_SETTINGS} />);
    fireEvent.change(screen.getByLabelText('Automation Level'), { target: { value: 'Low' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update AI Settings' }));
    expect(await screen.findByText('AI Settings Updated')).toBeTruthy();
    expect(api.bodiesOf('PUT', '/api/work-ai/settings', aiSettingsUpdateSchema)).toEqual([
      { automationLevel: 'Low', dataPrivacy: 'Restricted', notificationFrequency: 'Real-time' },
    ]);
  });
});
