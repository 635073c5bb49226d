// The shop's entry: the heap is sized first, then the shop's modules load (main.ts).
import { keepHeapSmall } from './config/heap-size';

keepHeapSmall();
await import('./main');
