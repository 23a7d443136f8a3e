import type { FormField } from '@careerloom/contract';

/** An application form as read from the job: what the job is, and the fields it asks for. */
export type JobForm = {
  source: 'greenhouse' | 'html_form' | 'default_fields' | 'stored_posting';
  title: string;
  company: string;
  url: string;
  /** Plain text of the job description; empty when the page had none. */
  description: string;
  fields: FormField[];
};
