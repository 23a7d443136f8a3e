import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { uploadResumeFile } from './store-resume';

afterEach(() => vi.unstubAllGlobals());

describe('uploadResumeFile', () => {
  it('posts the file as the multipart field "file" with the session cookie', async () => {
    const stored = {
      id: 1,
      version: 1,
      filename: 'cv.pdf',
      format: 'pdf',
      createdAt: '2025-01-01T00:00:00.000Z',
      profile: { contact: { links: [] }, experience: [], education: [], skills: [], sections: [] },
      skills: ['TypeScript'],
      text: 'Jane Doe',
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(stored), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await expect(uploadResumeFile(file)).resolves.toMatchObject({ text: 'Jane Doe', version: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/resumes');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("throws an ApiError with the server's message, or the body text when it is not JSON", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Only PDF and DOCX files can be read', code: 'UNSUPPORTED_MEDIA_TYPE' },
          { status: 415 },
        ),
      ),
    );
    const error = await uploadResumeFile(new File(['x'], 'cv.txt')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('415: Only PDF and DOCX files can be read');
    expect((error as ApiError).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(uploadResumeFile(new File(['x'], 'cv.pdf'))).rejects.toThrow('502: Bad Gateway');
  });
});
