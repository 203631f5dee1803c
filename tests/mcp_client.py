"""Drives `foresee mcp` with the official MCP Python SDK, as an MCP client application would.

Usage: mcp_client.py FORESEE_BINARY WORKSPACE SESSION. Prints one JSON object with what the
client saw; tests/integrations.rs makes the assertions.
"""

import asyncio
import json
import os
import sys

from mcp import Client, ClientSession, MCPError, StdioServerParameters, stdio_client


def result(r):
    return {
        "is_error": bool(r.is_error),
        "text": "\n".join(c.text for c in r.content if getattr(c, "type", "") == "text"),
        "structured": r.structured_content,
    }


async def main(foresee, workspace, session):
    params = StdioServerParameters(
        command=foresee, args=["mcp", "--session", session], env=dict(os.environ), cwd=workspace
    )
    seen = {}
    # The SDK's default client: it probes the newest protocol first, then falls back to the
    # initialize handshake.
    async with Client(params) as client:
        seen["protocol_version"] = client.protocol_version
        seen["server_name"] = client.server_info.name if client.server_info else None
        tools = await client.list_tools()
        seen["tools"] = [
            {"name": t.name, "input_schema": t.input_schema, "has_output_schema": t.output_schema is not None}
            for t in tools.tools
        ]
        calls = {
            "allowed": {"command": "printf 'hello\\n'; echo warn >&2; exit 3"},
            "blocked": {"command": "printf '#!/bin/sh\\necho hi\\n' > .git/hooks/pre-commit"},
            "needs_approval": {"command": "rm tracked.txt"},
            "cwd": {"command": "pwd; ls", "cwd": os.path.join(workspace, "sub")},
            "bad_cwd": {"command": "ls", "cwd": os.path.join(workspace, "no-such-dir")},
            "timeout": {"command": "sleep 30", "timeout": 1},
        }
        for name, args in calls.items():
            seen[name] = result(await client.call_tool("bash", args))
        try:
            await client.call_tool("python", {"code": "1"})
            seen["unknown_tool"] = None
        except MCPError as e:
            seen["unknown_tool"] = {"code": e.error.code, "message": e.error.message}
    # The lower-level session with the explicit initialize handshake.
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            seen["legacy_protocol_version"] = init.protocol_version
            await s.send_ping()
            seen["legacy_call"] = result(await s.call_tool("bash", {"command": "echo legacy"}))
    print(json.dumps(seen))


asyncio.run(main(*sys.argv[1:4]))
