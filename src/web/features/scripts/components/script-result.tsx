import { Copy, Download, FileText } from 'lucide-react';
import type { GenerateScriptResponse } from '@shared/contracts/scripts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';
import { downloadText, scriptFilename } from '../lib/download-text';
import { scriptEngineLabel } from '../lib/failure-message';

export function ScriptResult({ result }: { result: GenerateScriptResponse | null }) {
  return (
    <Card aria-label="Generated Script" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Generated Script</CardTitle>
          <CardDescription>Your ready-to-record draft.</CardDescription>
        </div>
        {result && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => void copyText(result.generatedScript, 'Script')}>
              <Copy aria-hidden />
              Copy
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                downloadText(result.generatedScript, scriptFilename());
                toast({ title: 'Download Started', description: 'Your script is being downloaded.' });
              }}
            >
              <Download aria-hidden />
              Download
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {result ? (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="soft">{scriptEngineLabel(result)}</Badge>
              <span data-testid="script-word-count">{result.wordCount} words</span>
              <span aria-hidden>·</span>
              <span data-testid="script-estimated-time">~{result.estimatedTime}</span>
            </div>
            <pre
              tabIndex={0}
              aria-label="Script text"
              className="max-h-96 overflow-y-auto rounded-lg border border-border bg-muted/40 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap"
            >
              {result.generatedScript}
            </pre>
          </div>
        ) : (
          <div className="flex flex-col items-center justify-center gap-3 py-16 text-center text-muted-foreground">
            <FileText aria-hidden className="size-10 opacity-50" />
            <p>Your generated script will appear here</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
