import { tierAtLeast } from '@careerloom/contract';
import { Activity, FileText, Mail, MessageSquare, Mic, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { ChatTab } from './chat-tab';
import { CoverLetterTab } from './cover-letter-tab';
import { InterviewTab } from './interview-tab';
import { JobSearchTab } from './job-search-tab';
import { LiveFeed } from './live-feed';
import { OpportunityBanner } from './opportunity-banner';
import { LockedTool } from './plan-lock';
import { RESUME_FILE_INPUT_ID, ResumeTab } from './resume-tab';
import { UpgradeNotice } from './upgrade-notice';

const TABS = [
  { value: 'chat', label: 'Chat', icon: MessageSquare },
  { value: 'resume', label: 'Resume', icon: FileText },
  { value: 'cover-letter', label: 'Cover Letter', icon: Mail },
  { value: 'interview', label: 'Interview', icon: Mic },
  { value: 'job-search', label: 'Job Search', icon: Search },
] as const;
type TabValue = (typeof TABS)[number]['value'];

// Every tab stays mounted while hidden, so a conversation or a result survives switching tabs.
const panelClass = 'data-[state=inactive]:hidden';

/** The job seeker assistant (part 2 section 2.4): banner, live feed and five tools. */
export default function JobseekerPage() {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<TabValue>('chat');
  if (!user) return null;
  const entitled = tierAtLeast(user.subscriptionTier, 'jobseeker');

  const openResumeUpload = () => {
    setTab('resume');
    // The panel becomes visible on the next frame; then the upload control can take focus.
    requestAnimationFrame(() => document.getElementById(RESUME_FILE_INPUT_ID)?.focus());
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Job Seeker Assistant</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Career chat, resume scoring, cover letters, interview preparation and job search in one place.
          </p>
        </div>
        <Link href={paths.realtime} className={buttonClasses('outline', 'md', 'self-start')}>
          <Activity className="h-4 w-4" aria-hidden="true" />
          Real-Time Processing
        </Link>
      </header>

      {!entitled && <UpgradeNotice tier={user.subscriptionTier} />}
      <OpportunityBanner entitled={entitled} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)} className="min-w-0">
          <TabsList aria-label="Job seeker tools" className="w-full">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger
                key={value}
                value={value}
                className="flex grow basis-[30%] items-center justify-center gap-1.5 sm:basis-0"
              >
                <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Below the plan, each tool says so where it is and its controls are disabled, so no
              suggestion or button can be pressed only to be refused (issue 35). */}
          <TabsContent value="chat" forceMount className={panelClass}>
            <LockedTool
              locked={!entitled}
              feature="The job search assistant"
              alternative={
                <>
                  Your plan's AI chat answers career questions too: ask it on{' '}
                  <Link href={paths.free} className="font-medium underline">
                    your dashboard
                  </Link>
                  .
                </>
              }
            >
              <ChatTab />
            </LockedTool>
          </TabsContent>
          <TabsContent value="resume" forceMount className={panelClass}>
            <ResumeTab locked={!entitled} />
          </TabsContent>
          <TabsContent value="cover-letter" forceMount className={panelClass}>
            <LockedTool locked={!entitled} feature="Cover letter writing">
              <CoverLetterTab onAddResume={openResumeUpload} />
            </LockedTool>
          </TabsContent>
          <TabsContent value="interview" forceMount className={panelClass}>
            <LockedTool locked={!entitled} feature="Interview preparation">
              <InterviewTab />
            </LockedTool>
          </TabsContent>
          <TabsContent value="job-search" forceMount className={panelClass}>
            <LockedTool locked={!entitled} feature="Job search">
              <JobSearchTab />
            </LockedTool>
          </TabsContent>
        </Tabs>
        <LiveFeed entitled={entitled} />
      </div>
    </div>
  );
}
