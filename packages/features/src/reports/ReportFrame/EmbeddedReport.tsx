import { useEffect, useRef } from 'react';
import { ReportPage } from '../ReportPage';
import { REPORT_HEIGHT_MESSAGE, type HeightMessage } from './height-message';

/** Props of {@link EmbeddedReport}. */
export interface EmbeddedReportProps {
  /** The report's embed name. */
  nome: string;
}

/**
 * The page `/Emplacamento/<Name>`: the report without the portal's shell, posting its height to
 * the page that frames it whenever it changes. Alone in a tab it is just the report.
 */
export function EmbeddedReport({ nome }: EmbeddedReportProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || window.parent === window) return;
    const post = () => {
      const message: HeightMessage = {
        type: REPORT_HEIGHT_MESSAGE,
        altura: element.getBoundingClientRect().height,
      };
      // Only a height: nothing secret, and the parent may be a tenant's own report host.
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={box} style={{ padding: '1rem', display: 'flow-root' }}>
      <ReportPage nome={nome} titled={window.parent !== window} />
    </div>
  );
}
