import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ProofQueue } from './proof-queue';
import { TrustFlags } from './trust-flags';

/** Trust: the flags detection opened, and the proofs that broke or contradict their account. */
export function TrustTab() {
  return (
    <section aria-labelledby="trust-heading" className="flex flex-col gap-4">
      <h2 id="trust-heading" className="text-xl font-semibold tracking-tight">
        Trust
      </h2>
      <Tabs defaultValue="flags">
        <TabsList className="sm:w-80" aria-label="Trust queues">
          <TabsTrigger value="flags">Flags</TabsTrigger>
          <TabsTrigger value="proofs">Proofs</TabsTrigger>
        </TabsList>
        <TabsContent value="flags" className="mt-4">
          <TrustFlags />
        </TabsContent>
        <TabsContent value="proofs" className="mt-4">
          <ProofQueue />
        </TabsContent>
      </Tabs>
    </section>
  );
}
