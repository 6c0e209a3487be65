import os
import pathlib
from typing import Any

__all__ = ["register", "duckdb_type", "extension_path"]

ENVIRONMENT: str

def duckdb_type(t: Any) -> str: ...
def extension_path(extension: str | os.PathLike[str] | None = None) -> pathlib.Path | None: ...
def register(con: Any, extension: str | os.PathLike[str] | None = None, native: bool = True) -> str: ...
