import { addSentences } from './add-sentences';
import { declarations } from './tr/declarations';

// The declaration screens' sentences, with their code (add-sentences.ts).
addSentences({ declarations });
