import { useId, useState } from 'react';

import { Section } from '@/components/ui/section';

import { FAQ_ITEMS } from '../data/faq';

/** 'Common Questions': one item open at a time; clicking the open one closes it. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <Section id="faq" title="Common Questions" subtitle="Quick answers before you start." narrow>
      <div className="accordion">
        {FAQ_ITEMS.map((item, index) => {
          const isOpen = open === index;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <div key={item.question} className={`accordion__item${isOpen ? ' accordion__item--open' : ''}`}>
              <button
                type="button"
                className="accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {item.question}
              </button>
              {isOpen && (
                <div className="accordion__panel" id={panelId} role="region">
                  <p>{item.answer}</p>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </Section>
  );
}
