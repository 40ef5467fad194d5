import { useState } from 'react';
import type { ShippingOption } from '../utils/courier-options';
import type { ShippingQuote } from '../utils/shipping-quote';

interface Choice {
  quote: ShippingQuote;
  key: string;
}

/**
 * The courier chosen for the current quote. Every new quote starts on its cheapest option, so a
 * choice never outlives the rates it was made from.
 */
export function useCourierChoice(quote: ShippingQuote | null): {
  selected: ShippingOption | null;
  choose: (key: string) => void;
} {
  const [choice, setChoice] = useState<Choice | null>(null);
  const options = quote?.options ?? [];
  const chosen = choice?.quote === quote ? options.find((option) => option.key === choice.key) : undefined;
  return {
    selected: chosen ?? options[0] ?? null,
    choose: (key) => {
      if (quote) setChoice({ quote, key });
    },
  };
}
