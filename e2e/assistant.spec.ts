import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';

/** Opens the floating assistant and returns its dialog. */
async function openAssistant(page: Page, name = /assistant$/): Promise<Locator> {
  await page.getByRole('button', { name: 'Open assistant' }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** Opens the assistant and waits until the stored history has been read. */
async function openAndLoadHistory(page: Page): Promise<Locator> {
  const history = page.waitForResponse((r) => r.url().includes('/api/chat/messages') && r.request().method() === 'GET');
  const panel = await openAssistant(page);
  expect((await history).status()).toBe(200);
  return panel;
}

/**
 * Records every line the conversation shows, so a line that lives a few hundred milliseconds
 * ('... is typing...') can be checked after the fact.
 */
async function recordConversation(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __chatSeen: string[] };
    w.__chatSeen = [];
    new MutationObserver(() => {
      for (const li of document.querySelectorAll('[role=log] li')) {
        const line = `${li.getAttribute('data-kind')}:${li.textContent ?? ''}`;
        if (w.__chatSeen.at(-1) !== line) w.__chatSeen.push(line);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const seenLines = (page: Page) => page.evaluate(() => (window as unknown as { __chatSeen: string[] }).__chatSeen);

/** Frames on the chat socket, as the page sends and receives them. */
function watchSocket(page: Page) {
  const sent: Array<Record<string, unknown>> = [];
  const received: Array<Record<string, unknown>> = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/ws/chat')) return;
    const parse = (payload: string | Buffer) => {
      try {
        return JSON.parse(String(payload)) as Record<string, unknown>;
      } catch {
        return {};
      }
    };
    ws.on('framesent', (f) => sent.push(parse(f.payload)));
    ws.on('framereceived', (f) => received.push(parse(f.payload)));
  });
  return { sent, received };
}

const assistantReplies = (panel: Locator) => panel.locator('[role=log] li[data-role=assistant][data-kind=message]');
const userMessages = (panel: Locator) => panel.locator('[role=log] li[data-role=user]');

/** Sends a question and waits for the streamed, final answer; returns the answer's text. */
async function ask(page: Page, panel: Locator, question: string): Promise<string> {
  const before = await assistantReplies(panel).count();
  await recordConversation(page);
  await panel.getByLabel('Message', { exact: true }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(userMessages(panel).last()).toContainText(question);
  await expect(assistantReplies(panel)).toHaveCount(before + 1, { timeout: 15_000 });
  const answer = assistantReplies(panel).last();
  await expect(answer).not.toHaveText('');
  expect((await seenLines(page)).some((l) => /^typing:.+ is typing\.\.\.$/.test(l))).toBe(true);
  return (await answer.innerText()).trim();
}

test.describe('the floating assistant', () => {
  test('a signed-in user chats, the history survives a reload, and clear empties it', async ({ page }) => {
    const socket = watchSocket(page);
    await signUp(page);
    await page.evaluate(() => {
      localStorage.setItem('userIndustry', 'Software');
      localStorage.setItem('userLocation', 'Berlin');
    });
    const panel = await openAndLoadHistory(page);
    await expect(panel.getByRole('log')).toContainText('Connected to chat server');
    await expect(panel.getByRole('status').filter({ hasText: /^Connection: Connected$/ })).toBeVisible();

    const question = 'How do I get my resume past applicant tracking systems?';
    const answer = await ask(page, panel, question);
    expect(answer.length).toBeGreaterThan(40);

    // The message went out with persona and profile, and the reply came back as a stream.
    const chat = socket.sent.find((f) => f.role === 'user');
    expect(chat).toMatchObject({
      role: 'user',
      content: question,
      persona: 'Friendly',
      userProfile: { role: 'jobSeeker', industry: 'Software', location: 'Berlin' },
    });
    expect(typeof chat?.createdAt).toBe('string');
    expect(socket.received.some((f) => f.type === 'assistant.delta')).toBe(true);

    // History survives a reload.
    await page.reload();
    const again = await openAndLoadHistory(page);
    await expect(userMessages(again)).toHaveCount(1);
    await expect(userMessages(again).first()).toContainText(question);
    await expect(assistantReplies(again)).toHaveCount(1);

    // Clear empties the view and the server copy.
    const cleared = page.waitForResponse(
      (r) => r.url().includes('/api/chat/messages') && r.request().method() === 'DELETE',
    );
    await again.getByRole('button', { name: 'Clear messages' }).click();
    expect((await cleared).status()).toBe(204);
    await expect(again.locator('[role=log] li')).toHaveCount(0);
    await page.reload();
    const empty = await openAndLoadHistory(page);
    await expect(empty.getByRole('log')).toContainText('Connected to chat server');
    await expect(userMessages(empty)).toHaveCount(0);
    await expect(assistantReplies(empty)).toHaveCount(0);
  });

  test('a guest on the free dashboard holds a conversation', async ({ page }) => {
    await page.goto('/register/free');
    const panel = await openAssistant(page);
    await expect(panel.getByRole('log')).toContainText('Connected to chat server');
    const answer = await ask(page, panel, 'How should I prepare for a behavioural interview?');
    expect(answer.length).toBeGreaterThan(40);
  });

  test('a signed-out visitor elsewhere sees no assistant', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open assistant' })).toHaveCount(0);
  });

  test('empty messages are not sent', async ({ page }) => {
    await signUp(page);
    const panel = await openAssistant(page);
    await panel.getByLabel('Message', { exact: true }).fill('   ');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await panel.getByLabel('Message', { exact: true }).press('Enter');
    await expect(userMessages(panel)).toHaveCount(0);
  });

  test('the persona and the assistant name persist across a reload', async ({ page }) => {
    const socket = watchSocket(page);
    await signUp(page);
    const panel = await openAssistant(page, /^Loom assistant$/);
    await panel.getByRole('button', { name: 'Assistant settings' }).click();
    const persona = panel.getByLabel('Voice persona');
    await expect(persona).toHaveValue('Friendly');
    await expect(persona.locator('option')).toHaveCount(10);
    await expect(persona.locator('option', { hasText: 'Calm' })).toContainText('Steady and reassuring');
    await persona.selectOption('Calm');
    await panel.getByLabel('Assistant name').fill('Ada');
    await expect(page.getByRole('dialog', { name: 'Ada assistant' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('assistantPersona'), localStorage.getItem('assistantName')]),
    ).toEqual(['Calm', 'Ada']);

    await page.reload();
    const again = await openAssistant(page, /^Ada assistant$/);
    await again.getByRole('button', { name: 'Assistant settings' }).click();
    await expect(again.getByLabel('Voice persona')).toHaveValue('Calm');
    await expect(again.getByLabel('Assistant name')).toHaveValue('Ada');

    await expect(again.getByRole('log')).toContainText('Connected to chat server');
    await recordConversation(page);
    await again.getByLabel('Message', { exact: true }).fill('Any advice for a career change?');
    await again.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => seenLines(page)).toContain('typing:Ada is typing...');
    await expect.poll(() => socket.sent.find((f) => f.role === 'user')?.persona).toBe('Calm');
  });

  test('the controls are labelled: voice input, stop speaking, clear', async ({ page }) => {
    await signUp(page);
    const panel = await openAssistant(page);
    const mic = panel.getByRole('button', { name: 'Voice input' });
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('button', { name: 'Stop speaking' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear messages' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close assistant' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible();
  });
});
