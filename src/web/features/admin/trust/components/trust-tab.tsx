import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AccountAddresses } from './account-addresses';
import { ProofQueue } from './proof-queue';
import { TrustFlags } from './trust-flags';

/**
 * Trust: the flags detection opened, the proofs that broke or contradict their account, and
 * the accounts whose kept url is not their profile address.
 */
export function TrustTab() {
  return (
    <section aria-labelledby="trust-heading" className="flex flex-col gap-4">
      <h2 id="trust-heading" className="text-xl font-semibold tracking-tight">
        Trust
      </h2>
      <Tabs defaultValue="flags">
        <TabsList className="sm:w-fit" aria-label="Trust queues">
          <TabsTrigger value="flags">Flags</TabsTrigger>
          <TabsTrigger value="proofs">Proofs</TabsTrigger>
          <TabsTrigger value="addresses" aria-label="Account addresses">
            <span className="sm:hidden">Addresses</span>
            <span className="hidden sm:inline">Account addresses</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="flags" className="mt-4">
          <TrustFlags />
        </TabsContent>
        <TabsContent value="proofs" className="mt-4">
          <ProofQueue />
        </TabsContent>
        <TabsContent value="addresses" className="mt-4">
          <AccountAddresses />
        </TabsContent>
      </Tabs>
    </section>
  );
}
