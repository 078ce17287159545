// The page's first script: the start-up guard, the styles, then the app (main.tsx), which takes the
// page over. A built page requests this file only after its first paint (the inline loader written
// by vite.config.ts), so a pre-rendered page paints before any of the app's code is fetched. Until
// the app has started, the start-up guard turns any error, a failed download included, into the
// start-up failure screen.
import { showStartupFailure } from './app/startup-guard';
import './styles.css';

import('./main').catch(showStartupFailure);
