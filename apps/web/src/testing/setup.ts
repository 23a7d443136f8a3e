import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default; on a loaded CI machine a render that is correct
// can take longer. The limit guards against a hang, not a slow machine (tests never assert timings).
configure({ asyncUtilTimeout: 10_000 });
