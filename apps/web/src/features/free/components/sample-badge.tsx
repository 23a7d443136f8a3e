import { Badge } from '../../../components/ui/badge';

/** Marks figures that are the guest sample, not anyone's real usage (rulings "Honesty"). */
export function SampleBadge() {
  return (
    <Badge variant="warning" title="Sample figures: sign up to see your own usage">
      Sample
    </Badge>
  );
}
