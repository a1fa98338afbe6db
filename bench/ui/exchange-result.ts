/** What the exchange benchmark page reports (shared by the page and the Node side). */
export interface ExchangeBenchResult {
  gift: { latencies: number[]; throughput: number };
  echo: { latencies: number[]; throughput: number };
}
