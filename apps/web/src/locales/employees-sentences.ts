import { addSentences } from './add-sentences';
import { employees } from './tr/employees';

// The staff screens' sentences, with their code (add-sentences.ts).
addSentences({ employees });
