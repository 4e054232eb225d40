#!/usr/bin/env python3
"""A minimal chat bot on top of `vecka-ask --json`: one long-running process, one request per message.

  examples/chat-bot.py [--lang CODE] [--today YYYY-MM-DD] [--binary PATH]

Reads one message per line from stdin and prints the answer. Each message is sent as a JSON request
object with an incrementing id; exactly one response line comes back per request, and the bot checks
that it carries the same id. Standard library only.
"""
import argparse, json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser(description="Ask vecka-ask questions through its JSON Lines protocol.")
parser.add_argument("--lang", help="answer in this language (sv, en, de, ja, ko, zh, vi, th)")
parser.add_argument("--today", help="use this date as today (YYYY-MM-DD)")
parser.add_argument("--binary", default=os.environ.get("VECKA_ASK", os.path.join(here, "..", ".build", "release", "vecka-ask")),
                    help="the vecka-ask executable (default: .build/release/vecka-ask, or $VECKA_ASK)")
options = parser.parse_args()


class VeckaAsk:
    """One `vecka-ask --json` process. Not thread-safe: one request at a time, in order."""

    def __init__(self, binary):
        # Line-buffered text pipes; the process writes and flushes one line per answer.
        self.process = subprocess.Popen([binary, "--json"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, encoding="utf-8", errors="replace", bufsize=1)
        self.next_id = 0

    def ask(self, text, lang=None, today=None):
        self.next_id += 1
        request = {"id": self.next_id, "text": text}
        if lang:
            request["lang"] = lang
        if today:
            request["today"] = today
        # json.dumps escapes newlines in the text, so a request is always exactly one line.
        self.process.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"vecka-ask ended (exit status {self.process.wait()})")
        response = json.loads(line)
        if response.get("id") != self.next_id:
            raise RuntimeError(f"answer for id {response.get('id')!r}, expected {self.next_id}: {line.strip()}")
        return response

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def main():
    if not os.access(options.binary, os.X_OK):
        sys.exit(f"chat-bot: {options.binary} not found; build it with scripts/setup or set VECKA_ASK")
    bot = VeckaAsk(options.binary)
    interactive = sys.stdin.isatty()
    try:
        while True:
            if interactive:
                print("you> ", end="", flush=True)
            message = sys.stdin.readline()
            if not message:
                break
            message = message.strip()
            if not message:
                continue
            response = bot.ask(message, lang=options.lang, today=options.today)
            error = response.get("error")
            if "answer" in response:
                # Also for not_understood / invalid_date / out_of_range: the answer says why.
                print(response["answer"], flush=True)
            else:
                # bad_request (e.g. --today not a date): the request itself could not be read.
                print(f"[{error['code']}] {error['message']}", flush=True)
    except KeyboardInterrupt:
        print()
    finally:
        bot.close()


if __name__ == "__main__":
    main()
