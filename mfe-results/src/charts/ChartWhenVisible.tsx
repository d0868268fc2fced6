// PrimeReact's Chart imports chart.js (about 70 KiB compressed) when it first mounts. Charts
// sit below the averages and reviews, so each mounts only once its box nears the viewport:
// a visit that never scrolls to a chart never downloads chart.js. The placeholder keeps the
// chart's size, so nothing moves when it draws. On a printable sheet every chart draws at once.
import { Chart, type ChartProps } from 'primereact/chart';
import { useEffect, useRef, useState } from 'react';
import { useOnPaper } from './paper-charts';

/** How far below the viewport a chart starts loading, so it is drawn by the time it shows. */
const LOAD_AHEAD = '200px';

export function ChartWhenVisible(props: ChartProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const onPaper = useOnPaper();
  // Without IntersectionObserver (old browsers, tests) every chart draws at once.
  const [near, setNear] = useState(() => onPaper || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <Chart {...props} />;
  return (
    <div
      ref={placeholder}
      className={['mr-chart-placeholder', props.className].filter(Boolean).join(' ')}
      style={props.style}
      role="img"
      aria-label={props.ariaLabel}
    />
  );
}
