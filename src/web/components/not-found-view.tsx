import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/paths';

interface NotFoundViewProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The label of the button to the directory home. */
  backLabel: string;
}

/** A page whose subject does not exist: a calm dead end (no error styling) with the way home. */
export function NotFoundView({ icon: Icon, title, children, backLabel }: NotFoundViewProps) {
  return (
    <div className="flex justify-center py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <Icon className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm wrap-anywhere text-muted-foreground">{children}</p>
        <Button asChild variant="outline">
          <Link to={paths.home}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      </Card>
    </div>
  );
}
