import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { isHeightMessage } from './height-message';

/** Props of {@link ReportFrame}. */
export interface ReportFrameProps {
  /** The embed page's name (`Marca` → `/Emplacamento/Marca`). */
  embed: string;
  /** The frame's accessible title (the route's title). */
  title: string;
}

/** Height before the page says its own: about a screen, so nothing jumps on a laptop. */
const INITIAL_HEIGHT = 720;

/**
 * A report route's content: the report page in an iframe whose base URL is the tenant's
 * `reportsBaseUrl` (the portal itself by default, or a legacy report server). The page posts its
 * height, so the frame grows with it and the portal page scrolls, never the frame.
 */
export function ReportFrame({ embed, title }: ReportFrameProps) {
  const session = useSession();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const src = `${session.reportsBaseUrl.replace(/\/$/, '')}/Emplacamento/${embed}`;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's page may size it.
      if (event.source !== frame.current?.contentWindow || !isHeightMessage(event.data)) return;
      setHeight(Math.ceil(event.data.altura));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, []);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      style={{ width: '100%', height, border: 0, display: 'block', colorScheme: 'normal' }}
    />
  );
}
