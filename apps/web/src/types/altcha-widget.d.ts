import type { AltchaWidgetElement } from 'altcha';
import type { WidgetAttributes } from 'altcha/types';
import type { HTMLAttributes, Ref } from 'react';

// The ALTCHA web component (v3) in JSX: its attributes (challenge URL, auto, language, …) plus the
// usual HTML ones. Events are attached with addEventListener, as React does not type custom events.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': WidgetAttributes & HTMLAttributes<AltchaWidgetElement> & { ref?: Ref<AltchaWidgetElement> };
    }
  }
}
