import { startBackOffice, type BackOffice } from './catalog-support.js';
import { useStarted } from './use-started.js';

/** One back office (the API with staff, the owner and a photo folder) for all the tests of a file. */
export const useBackOffice = (): BackOffice => useStarted('back office', startBackOffice);
