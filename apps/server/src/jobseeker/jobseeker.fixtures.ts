import type { TestApp } from '../test/test-app';

/** An invented resume the job seeker tests share: two roles, quantified and weak bullets, skills. */
export const SAMPLE_RESUME = `Priya Raman
priya@example.com

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%
- Mentored four engineers through their first year
Frontend Engineer, Brightside
2016 - 2019
- Built a GraphQL client cache that halved API calls

Skills
React, TypeScript, GraphQL`;

/** Stores a resume for the user behind `cookie` through the real endpoint. */
export function storeResume(t: TestApp, cookie: string, text = SAMPLE_RESUME) {
  return t.app.inject({ method: 'POST', url: '/api/resumes', headers: { cookie }, payload: { text } });
}
