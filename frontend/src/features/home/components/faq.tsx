import { useId, useState } from 'react';

import { FAQ_ITEMS } from '../data/faq';

/** 'Common Questions': one item open at a time; clicking the open one closes it. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <h2 className="section__title" id="faq-title">
          Common Questions
        </h2>
        <p className="section__subtitle">Quick answers before you start.</p>
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
      </div>
    </section>
  );
}
