// Entry point of the console bundle (console/build.ts).
import 'uplot/dist/uPlot.min.css';
import '../styles.css';
import { render } from 'preact';
import { App } from './app';

render(<App />, document.getElementById('app')!);
