/** A React hello world: the baseline the build's first-load JS figures are compared with. */
import { createRoot } from 'react-dom/client';

const container = document.getElementById('app');
if (container) createRoot(container).render(<h1>Hello, world</h1>);
