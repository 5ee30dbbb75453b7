import { addSentences } from './add-sentences';
import { debts } from './tr/debts';

// The debt list's sentences, with their code (add-sentences.ts).
addSentences({ debts });
