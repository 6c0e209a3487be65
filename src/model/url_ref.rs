//! [`UrlRef`], the model of a URL or a relative reference, with its
//! component-types ([`Order`]) and its drive ([`Drive`]).

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

use super::authority::Authority;
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{Mode, TextOf};

/// A component-type, in the order of the model; the order of a URL is one
/// of these.
///
/// ```
/// use specurl::{Order, UrlRef};
/// assert_eq!(UrlRef::parse("?q").unwrap().order(), Order::Query);
/// assert!(Order::Scheme < Order::Authority && Order::Dir < Order::File);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Order {
    /// `scheme`
    Scheme,
    /// `authority`
    Authority,
    /// `drive`
    Drive,
    /// `path-root`
    PathRoot,
    /// `dir`
    Dir,
    /// `file`
    File,
    /// `query`
    Query,
    /// `fragment`
    Fragment,
}

impl Order {
    /// The component-type's name, as the specification writes it.
    ///
    /// ```
    /// assert_eq!(specurl::Order::PathRoot.name(), "path-root");
    /// assert_eq!(specurl::Order::Dir.to_string(), "dir");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Order::Scheme => "scheme",
            Order::Authority => "authority",
            Order::Drive => "drive",
            Order::PathRoot => "path-root",
            Order::Dir => "dir",
            Order::File => "file",
            Order::Query => "query",
            Order::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A drive letter: `alpha (: | |)`.
///
/// ```
/// use specurl::UrlRef;
/// let d = UrlRef::parse("file:///c|/x").unwrap().drive().unwrap();
/// assert_eq!((d.letter(), d.separator()), ('c', '|'));
/// // Only file mode reads a drive: in a generic path, `c:` is a dir.
/// assert_eq!(UrlRef::parse("/c:/x").unwrap().drive(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Drive {
    letter: u8,
    separator: u8,
}

impl Drive {
    /// A drive from its two characters; `None` unless they are an ASCII
    /// letter and `:` or `|`.
    ///
    /// ```
    /// use specurl::Drive;
    /// assert_eq!(Drive::new('c', '|').unwrap().to_string(), "c|");
    /// assert!(Drive::new('1', ':').is_none());
    /// ```
    pub fn new(letter: char, separator: char) -> Option<Drive> {
        let ascii = letter.is_ascii() && separator.is_ascii();
        (ascii && crate::chars::is_drive_letter(letter as u8, separator as u8)).then_some(Drive {
            letter: letter as u8,
            separator: separator as u8,
        })
    }

    /// The drive that a whole path segment is (`c:`, `C|`), which file
    /// mode reads as a drive; `None` for any other segment. A drive is two
    /// ASCII characters, so a segment is read as bytes: a two-byte
    /// character is no letter.
    ///
    /// ```
    /// use specurl::Drive;
    /// assert_eq!(Drive::of_segment("C|").unwrap().to_string(), "C|");
    /// assert!(Drive::of_segment("c:x").is_none());
    /// assert!(Drive::of_segment("é").is_none());
    /// ```
    pub fn of_segment(segment: &str) -> Option<Drive> {
        let &[letter, separator] = segment.as_bytes() else {
            return None;
        };
        Drive::new(char::from(letter), char::from(separator))
    }

    /// The letter.
    ///
    /// ```
    /// // As written: normalisation does not lowercase it.
    /// let d = specurl::UrlRef::parse("file:///C:/x").unwrap().normalise().drive();
    /// assert_eq!(d.unwrap().letter(), 'C');
    /// ```
    pub fn letter(self) -> char {
        self.letter as char
    }

    /// `:` or `|`.
    ///
    /// ```
    /// use specurl::Drive;
    /// assert_eq!(Drive::new('c', '|').unwrap().separator(), '|');
    /// assert_eq!(Drive::new('c', ':').unwrap().separator(), ':');
    /// ```
    pub fn separator(self) -> char {
        self.separator as char
    }

    /// The drive with `|` replaced by `:` (`drive x| ≈ drive x:`).
    ///
    /// ```
    /// use specurl::Drive;
    /// let bar = Drive::new('c', '|').unwrap();
    /// assert_eq!(bar.normalised().to_string(), "c:");
    /// assert_eq!(bar.normalised(), Drive::new('c', ':').unwrap());
    /// ```
    pub fn normalised(self) -> Drive {
        Drive {
            separator: b':',
            ..self
        }
    }
}

impl fmt::Display for Drive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.separator())
    }
}

/// A URL or a relative reference: the URL model's sequence of components.
///
/// ```
/// use specurl::{Order, UrlRef};
/// let r = UrlRef::parse("../b?x").unwrap();
/// assert_eq!(r.order(), Order::Dir);
/// assert_eq!(r.dirs().collect::<Vec<_>>(), [".."]);
/// assert_eq!(r.query(), Some("x"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct UrlRef<'a> {
    pub(crate) scheme: Option<Cow<'a, str>>,
    pub(crate) authority: Option<Authority<'a>>,
    pub(crate) drive: Option<Drive>,
    pub(crate) path_root: bool,
    pub(crate) dirs: Vec<Cow<'a, str>>,
    pub(crate) file: Option<Cow<'a, str>>,
    pub(crate) query: Option<Cow<'a, str>>,
    pub(crate) fragment: Option<Cow<'a, str>>,
}

impl<'a> UrlRef<'a> {
    /// The empty URL, `ε`.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert_eq!(UrlRef::empty(), UrlRef::parse("").unwrap());
    /// // Rebased, the empty reference is its base without the fragment.
    /// let base = UrlRef::parse("http://h/a?q#f").unwrap();
    /// assert_eq!(UrlRef::empty().rebase(&base).to_string(), "http://h/a?q");
    /// ```
    pub fn empty() -> Self {
        UrlRef::default()
    }

    /// The URL of a grammar's tokens: each component takes the value its
    /// token spans, as written (still percent-encoded, not normalised).
    pub(crate) fn from_tokens<I: TextOf<'a>>(tokens: &UrlTokens<I>) -> Self {
        let text = |s: I| Cow::Borrowed(s.str());
        let authority = tokens.authority().as_ref().map(Authority::from_tokens);
        let drive = tokens.drive().and_then(|d| {
            let mut cs = d.span().str().chars();
            Drive::new(cs.next()?, cs.next()?)
        });
        let mut url = UrlRef {
            scheme: tokens.scheme().map(text),
            authority,
            drive,
            path_root: tokens.path_root().is_some(),
            dirs: tokens.path().dir_texts().map(Cow::Borrowed).collect(),
            file: tokens.path().file().map(text),
            query: tokens.query().map(text),
            fragment: tokens.fragment().map(text),
        };
        url.restore_path_root();
        url
    }

    /// The scheme, as written.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("HTTP://h/").unwrap();
    /// assert_eq!(u.scheme(), Some("HTTP"));
    /// assert_eq!(u.normalise().scheme(), Some("http"));
    /// assert_eq!(UrlRef::parse("//h/").unwrap().scheme(), None);
    /// ```
    pub fn scheme(&self) -> Option<&str> {
        self.scheme.as_deref()
    }

    /// The authority.
    ///
    /// ```
    /// use specurl::{Host, Port, UrlRef};
    /// let u = UrlRef::parse("//u@EXAMPLE.com:8/x").unwrap();
    /// let a = u.authority().unwrap();
    /// // Host processing comes later, in resolution: the host is still opaque.
    /// assert_eq!(a.host(), &Host::Opaque("EXAMPLE.com".into()));
    /// assert_eq!(a.port(), Some(Port::Number(8)));
    /// assert_eq!(UrlRef::parse("/x").unwrap().authority(), None);
    /// ```
    pub fn authority(&self) -> Option<&Authority<'a>> {
        self.authority.as_ref()
    }

    /// The drive.
    ///
    /// ```
    /// use specurl::{Drive, UrlRef};
    /// let u = UrlRef::parse("file:/c:/x").unwrap();
    /// assert_eq!(u.drive(), Drive::new('c', ':'));
    /// // `c:x` is not a drive: a drive must be followed by `/`, `?`, `#` or the end.
    /// assert_eq!(UrlRef::parse("file:/c:x").unwrap().drive(), None);
    /// ```
    pub fn drive(&self) -> Option<Drive> {
        self.drive
    }

    /// Whether the URL has a path-root.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert!(!UrlRef::parse("//h").unwrap().has_path_root());
    /// assert!(UrlRef::parse("//h/").unwrap().has_path_root());
    /// // The path-root constraint: a file after an authority needs one.
    /// let base = UrlRef::parse("//h").unwrap();
    /// assert!(UrlRef::parse("x").unwrap().rebase(&base).has_path_root());
    /// ```
    pub fn has_path_root(&self) -> bool {
        self.path_root
    }

    /// The dirs, in order.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("a//b/c").unwrap();
    /// assert_eq!(u.dirs().collect::<Vec<_>>(), ["a", "", "b"]);
    /// // A web URL's `\` separates too.
    /// let u = UrlRef::parse("http://h/a\\b/c").unwrap();
    /// assert_eq!(u.dirs().collect::<Vec<_>>(), ["a", "b"]);
    /// ```
    pub fn dirs(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.dirs.iter().map(|d| &**d)
    }

    /// The file: nonempty when present.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert_eq!(UrlRef::parse("a/b").unwrap().file(), Some("b"));
    /// assert_eq!(UrlRef::parse("a/b/").unwrap().file(), None);
    /// ```
    pub fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }

    /// The query.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert_eq!(UrlRef::parse("/a?b=c#d").unwrap().query(), Some("b=c"));
    /// // Empty and absent are different.
    /// assert_eq!(UrlRef::parse("/a?").unwrap().query(), Some(""));
    /// assert_eq!(UrlRef::parse("/a").unwrap().query(), None);
    /// ```
    pub fn query(&self) -> Option<&str> {
        self.query.as_deref()
    }

    /// The fragment.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// // Only the first `#` starts the fragment.
    /// assert_eq!(UrlRef::parse("/a#b#c").unwrap().fragment(), Some("b#c"));
    /// assert_eq!(UrlRef::parse("/a#").unwrap().fragment(), Some(""));
    /// assert_eq!(UrlRef::parse("/a").unwrap().fragment(), None);
    /// ```
    pub fn fragment(&self) -> Option<&str> {
        self.fragment.as_deref()
    }

    /// The mode of the URL's scheme; `fallback` for a schemeless URL.
    ///
    /// ```
    /// use specurl::{grammar::Mode, UrlRef};
    /// assert_eq!(UrlRef::parse("HTTP://x").unwrap().mode(Mode::Generic), Mode::Web);
    /// assert_eq!(UrlRef::parse("/x").unwrap().mode(Mode::File), Mode::File);
    /// ```
    pub fn mode(&self, fallback: Mode) -> Mode {
        self.scheme.as_deref().map_or(fallback, Mode::of_scheme)
    }

    /// Whether the path is opaque: a generic URL with a scheme but neither an
    /// authority nor a path-root (`mailto:x`, `sc:a/b`). Such a path is not
    /// hierarchical: dot segments mean nothing in it.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert!(UrlRef::parse("sc:a/../b").unwrap().has_opaque_path());
    /// assert!(!UrlRef::parse("sc:/a/../b").unwrap().has_opaque_path());
    /// // A web URL never has one: forcing gives it a host.
    /// assert!(!UrlRef::parse("http:a/b").unwrap().has_opaque_path());
    /// ```
    pub fn has_opaque_path(&self) -> bool {
        self.scheme.is_some()
            && self.mode(Mode::Generic) == Mode::Generic
            && self.authority.is_none()
            && !self.path_root
    }

    /// `ord url`: the type of the first component; `fragment` for `ε`.
    ///
    /// ```
    /// use specurl::{Order, UrlRef};
    /// assert_eq!(UrlRef::parse("//h/x").unwrap().order(), Order::Authority);
    /// assert_eq!(UrlRef::parse("").unwrap().order(), Order::Fragment);
    /// ```
    pub fn order(&self) -> Order {
        if self.scheme.is_some() {
            Order::Scheme
        } else if self.authority.is_some() {
            Order::Authority
        } else if self.drive.is_some() {
            Order::Drive
        } else if self.path_root {
            Order::PathRoot
        } else if !self.dirs.is_empty() {
            Order::Dir
        } else if self.file.is_some() {
            Order::File
        } else if self.query.is_some() {
            Order::Query
        } else {
            Order::Fragment
        }
    }

    /// `url upto order`: the shortest prefix that has every component of a
    /// type below `order`, and the dirs if `dir ≤ order`.
    ///
    /// ```
    /// use specurl::{Order, UrlRef};
    /// let u = UrlRef::parse("http://h/a/b?q#f").unwrap();
    /// assert_eq!(u.upto(Order::File).to_string(), "http://h/a/");
    /// assert_eq!(u.upto(Order::Dir).to_string(), "http://h/a/");
    /// assert_eq!(u.upto(Order::PathRoot).to_string(), "http://h");
    /// ```
    pub fn upto(&self, order: Order) -> UrlRef<'a> {
        let below = |o: Order| o < order;
        UrlRef {
            scheme: self.scheme.clone().filter(|_| below(Order::Scheme)),
            authority: self.authority.clone().filter(|_| below(Order::Authority)),
            drive: self.drive.filter(|_| below(Order::Drive)),
            path_root: self.path_root && below(Order::PathRoot),
            dirs: if Order::Dir <= order {
                self.dirs.clone()
            } else {
                Vec::new()
            },
            file: self.file.clone().filter(|_| below(Order::File)),
            query: self.query.clone().filter(|_| below(Order::Query)),
            fragment: self.fragment.clone().filter(|_| below(Order::Fragment)),
        }
    }

    /// Detaches the URL from the string it borrows from.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// fn parse_owned(input: String) -> UrlRef<'static> {
    ///     UrlRef::parse(&input).unwrap().into_owned()
    /// }
    /// assert_eq!(parse_owned("a/b?c".to_string()).query(), Some("c"));
    /// ```
    pub fn into_owned(self) -> UrlRef<'static> {
        let own = |s: Cow<'_, str>| Cow::Owned(s.into_owned());
        UrlRef {
            scheme: self.scheme.map(own),
            authority: self.authority.map(Authority::into_owned),
            drive: self.drive,
            path_root: self.path_root,
            dirs: self.dirs.into_iter().map(own).collect(),
            file: self.file.map(own),
            query: self.query.map(own),
            fragment: self.fragment.map(own),
        }
    }

    /// Adds the path-root that the path-root constraint asks for.
    pub(crate) fn restore_path_root(&mut self) {
        if (self.authority.is_some() || self.drive.is_some())
            && (!self.dirs.is_empty() || self.file.is_some())
        {
            self.path_root = true;
        }
    }
}
