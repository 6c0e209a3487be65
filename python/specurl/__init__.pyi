"""Type stubs of the package specurl (the extension module specurl._specurl)."""

import os
from typing import Iterable, Iterator, Literal, Mapping, Optional, Tuple, TypedDict, Union

from typing_extensions import Self, final

__all__ = [
    "URL",
    "URLError",
    "URLPattern",
    "URLPatternError",
    "URLPatternSet",
    "URLSearchParams",
    "Diagnostic",
    "Token",
    "ValidationError",
    "equivalent",
    "normalise",
    "tokens",
    "validate",
    "validation_errors",
]

_Level = Literal["path", "authority", "scheme-based", "scheme", "percent-encoding", "normal"]
_PathStyle = Literal["posix", "windows"]

class URLError(ValueError):
    kind: str
    start: Optional[int]
    end: Optional[int]

@final
class URLSearchParams:
    def __new__(
        cls,
        init: Union[
            None, str, Mapping[str, str], Iterable[Tuple[str, str]], "URLSearchParams"
        ] = None,
    ) -> Self: ...
    def append(self, name: str, value: str) -> None: ...
    def delete(self, name: str, value: Optional[str] = None) -> None: ...
    def get(self, name: str) -> Optional[str]: ...
    def get_all(self, name: str) -> list[str]: ...
    def has(self, name: str, value: Optional[str] = None) -> bool: ...
    def set(self, name: str, value: str) -> None: ...
    def sort(self) -> None: ...
    def items(self) -> list[Tuple[str, str]]: ...
    def __iter__(self) -> Iterator[Tuple[str, str]]: ...
    def __len__(self) -> int: ...
    def __contains__(self, name: str, /) -> bool: ...

@final
class URL:
    def __new__(cls, input: str, base: Union[str, "URL", None] = None) -> Self: ...
    @staticmethod
    def parse(input: str, base: Union[str, "URL", None] = None) -> Optional["URL"]: ...
    @staticmethod
    def can_parse(input: str, base: Union[str, "URL", None] = None) -> bool: ...
    @staticmethod
    def from_file_path(
        path: Union[str, "os.PathLike[str]"], *, style: Optional[_PathStyle] = None
    ) -> "URL": ...
    def to_file_path(self, *, style: Optional[_PathStyle] = None) -> str: ...
    href: str
    protocol: str
    username: str
    password: str
    host: str
    hostname: str
    port: str
    pathname: str
    search: str
    hash: str
    @property
    def origin(self) -> str: ...
    @property
    def search_params(self) -> URLSearchParams: ...
    @property
    def public_suffix(self) -> Optional[str]: ...
    @property
    def registrable_domain(self) -> Optional[str]: ...
    def join(self, reference: str) -> "URL": ...
    def relative_to(self, base: Union[str, "URL"]) -> str: ...
    def normalise(self, level: _Level = "normal") -> str: ...
    def equivalent(self, other: Union[str, "URL"], level: _Level = "normal") -> bool: ...
    def to_unicode(self) -> str: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __copy__(self) -> "URL": ...
    def __deepcopy__(self, memo: object, /) -> "URL": ...

def normalise(input: str, level: _Level = "normal") -> str: ...
def equivalent(a: Union[str, URL], b: Union[str, URL], level: _Level = "normal") -> bool: ...

_Component = Literal[
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"
]
_PatternInput = Union[str, Mapping[str, str], None]

class _URLPatternComponentResult(TypedDict):
    input: str
    groups: dict[str, Optional[str]]

class _URLPatternResult(TypedDict):
    inputs: list[Union[str, dict[str, str]]]
    protocol: _URLPatternComponentResult
    username: _URLPatternComponentResult
    password: _URLPatternComponentResult
    hostname: _URLPatternComponentResult
    port: _URLPatternComponentResult
    pathname: _URLPatternComponentResult
    search: _URLPatternComponentResult
    hash: _URLPatternComponentResult

class URLPatternError(ValueError):
    kind: str
    component: Optional[str]
    pattern: str
    start: Optional[int]
    end: Optional[int]

@final
class URLPattern:
    def __new__(
        cls, input: _PatternInput = None, base_url: Optional[str] = None, *, ignore_case: bool = False
    ) -> Self: ...
    def test(self, input: _PatternInput = None, base_url: Optional[str] = None) -> bool: ...
    def exec(
        self, input: _PatternInput = None, base_url: Optional[str] = None
    ) -> Optional[_URLPatternResult]: ...
    @property
    def protocol(self) -> str: ...
    @property
    def username(self) -> str: ...
    @property
    def password(self) -> str: ...
    @property
    def hostname(self) -> str: ...
    @property
    def port(self) -> str: ...
    @property
    def pathname(self) -> str: ...
    @property
    def search(self) -> str: ...
    @property
    def hash(self) -> str: ...
    @property
    def has_regexp_groups(self) -> bool: ...
    @staticmethod
    def compare_component(component: _Component, left: "URLPattern", right: "URLPattern") -> int: ...
    def generate(self, component: _Component, groups: Mapping[str, str]) -> str: ...

@final
class URLPatternSet:
    def __new__(cls, patterns: Optional[Iterable[URLPattern]] = None) -> Self: ...
    def add(self, pattern: URLPattern) -> int: ...
    def test(self, input: str, base_url: Optional[str] = None) -> list[int]: ...
    def exec(self, input: str, base_url: Optional[str] = None) -> list[Tuple[int, _URLPatternResult]]: ...
    def first(
        self, input: str, base_url: Optional[str] = None
    ) -> Optional[Tuple[int, _URLPatternResult]]: ...
    def __len__(self) -> int: ...

_Strictness = Literal["lenient", "strict", "whatwg"]
_Mode = Literal["generic", "file", "web"]

@final
class Diagnostic:
    kind: str
    name: Optional[str]
    severity: Literal["error", "warning"]
    start: int
    end: int
    message: str
    help: str
    """How to fix it: every diagnostic has a help."""

@final
class ValidationError:
    name: str
    start: int
    end: int

@final
class Token:
    rule: str
    start: int
    end: int
    text: str
    children: list["Token"]

def validate(
    input: str,
    *,
    strictness: _Strictness = "lenient",
    mode: Optional[_Mode] = None,
    base: Union[str, URL, None] = None,
) -> list[Diagnostic]: ...
def validation_errors(input: str, base: Union[str, URL, None] = None) -> list[ValidationError]: ...
def tokens(input: str, mode: Optional[_Mode] = None) -> list[Token]: ...
