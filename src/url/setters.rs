//! The setters of the WHATWG URL API, on the model.
//!
//! The standard's setters run its basic URL parser with a *state override*:
//! the parser starts in the state of one component and stops at its end.
//! Here that is the grammar's production for the component, in the URL's
//! mode. A setter reads the URL's href back into its [`UrlRef`], parses
//! its value with that production, replaces those components, and runs the
//! rest of the pipeline again: forcing and host processing (the WHATWG
//! resolution without a base), normalisation, percent-encoding and
//! printing. Each place where the standard does something other than "parse
//! the component and put it in" has its own code below, with a comment
//! that names the step of the standard it follows. Every setter costs time
//! linear in the length of the URL and the value.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::conclude::conclude;
use crate::encoding::Encoding;

use alloc::borrow::Cow;

use super::Url;
use crate::error::ParseError;
use crate::grammar::{self, ErrorKind, Mode, Rule, Span};
use crate::model::{host_of, Authority, Drive, Host, Port, UrlRef, Userinfo};
use crate::model::{SetError, SetErrorKind};
use crate::normalise::{drops_default_port, empties_file_host};
use crate::parse::parse_text;
use crate::{
    source::Source,
    span::{Location, SourceSpan},
};

/// A setter's value after the preprocessing the basic URL parser does when
/// it is given a URL to change: tab and newlines removed, nothing trimmed.
struct Value<'v> {
    source: Source<'v>,
}

impl<'v> Value<'v> {
    fn new(value: &'v str) -> Self {
        Value {
            source: Source::untrimmed(value),
        }
    }

    fn text(&self) -> &str {
        self.source.text()
    }

    /// An error about `start..end` of the preprocessed text.
    fn error(&self, kind: SetErrorKind, start: usize, end: usize, applied: bool) -> SetError {
        SetError {
            kind,
            span: self.source.source_range(start, end),
            applied,
        }
    }

    /// An error about the whole value.
    fn whole(&self, kind: SetErrorKind) -> SetError {
        self.error(kind, 0, self.text().len(), false)
    }

    /// After a part of the value was applied: `Ok` when it was all of it,
    /// the ignored rest from `end` on otherwise.
    fn rest_from(&self, end: usize) -> Result<(), SetError> {
        if end < self.text().len() {
            Err(self.error(SetErrorKind::Trailing, end, self.text().len(), true))
        } else {
            Ok(())
        }
    }
}

/// The whole of a value that is used without preprocessing.
fn whole_span(value: &str) -> SourceSpan {
    SourceSpan {
        start: Location::of(value, 0),
        end: Location::of(value, value.len()),
    }
}

/// Whether the URL "cannot have a username/password/port": its host is
/// null or empty, or its scheme is `file`.
fn cannot_have_userinfo_or_port(url: &UrlRef<'_>) -> bool {
    url.authority.as_ref().is_none_or(|a| a.host.is_empty())
        || url.scheme.as_deref() == Some("file")
}

/// The offset of a span in the text it was cut from.
fn offset(span: &Span<'_>) -> usize {
    span.location_offset()
}

/// A grammar error, placed in the value: nothing was applied.
fn syntax(value: &Value<'_>, e: nom::Err<grammar::Error<Span<'_>>>) -> SetError {
    match e {
        nom::Err::Error(e) | nom::Err::Failure(e) => {
            let start = offset(&e.span);
            value.error(
                SetErrorKind::Syntax(e.kind),
                start,
                start + e.span.fragment().len(),
                false,
            )
        }
        nom::Err::Incomplete(_) => {
            value.whole(SetErrorKind::Syntax(ErrorKind::Expected(Rule::Url)))
        }
    }
}

/// What a file URL's href may hold that normalisation would change: the
/// host `localhost`, and a drive written `C|`. Only the protocol setter
/// leaves such an href (changing `http://localhost/C|` to
/// `file://localhost/C|`, it normalises nothing), and the standard's other
/// setters change their own component only: they keep these as they are.
#[derive(Clone, Copy, Default)]
struct Unnormal {
    localhost: bool,
    drive: Option<Drive>,
}

impl Unnormal {
    /// What of it the model read from an href holds.
    fn of(url: &UrlRef<'_>) -> Unnormal {
        let file = url.scheme.as_deref() == Some("file");
        let localhost = url
            .authority
            .as_ref()
            .is_some_and(|a| matches!(&a.host, Host::Opaque(h) if empties_file_host(h.as_bytes())));
        Unnormal {
            localhost: file && localhost,
            drive: url.drive.filter(|d| file && d.separator() == '|'),
        }
    }

    /// Puts it back into the normalised URL.
    fn restore(self, url: &mut UrlRef<'_>) {
        if self.localhost {
            if let Some(a) = url.authority.as_mut().filter(|a| a.is_empty()) {
                a.host = Host::Domain(Cow::Borrowed("localhost"));
            }
        }
        if let Some(d) = self.drive {
            if url.drive.is_some_and(|n| n.letter() == d.letter()) {
                url.drive = Some(d);
            }
        }
    }
}

/// Forcing (with host processing), normalisation and printing of a changed
/// URL: the WHATWG resolution without a base, then "Concluding"; `kept` is
/// what of the URL before the change the setter does not touch.
fn rebuild(mut url: UrlRef<'_>, kept: Unnormal) -> Result<Url, SetErrorKind> {
    conclude(&mut url, None, Encoding::UTF_8).map_err(|e| SetErrorKind::from(e.kind))?;
    kept.restore(&mut url);
    Url::from_normalised(&url).ok_or(SetErrorKind::TooLong)
}

/// A failed [`rebuild`], as the setter's error about `start..end` of the
/// value: nothing was applied.
fn rebuild_error(value: &Value<'_>, kind: SetErrorKind, start: usize, end: usize) -> SetError {
    value.error(kind, start, end, false)
}

impl Url {
    /// The model of this URL, for a setter to change: read off its offsets
    /// ([`Url::as_base`]), as a join reads its base. An href that only the
    /// protocol setter leaves (a `file:` URL with the host `localhost` or
    /// a drive written `C|`, see [`Unnormal`]) is read back by the grammar
    /// instead, which keeps those parts as written for the setters to keep.
    fn model(&self) -> Result<UrlRef<'_>, ParseError> {
        if self.has_unnormal_parts() {
            let href = self.serialization.as_str();
            return parse_text(&Source::new(href), href, Mode::Generic);
        }
        Ok(self.as_base())
    }

    /// Whether the href holds a part that normalisation would change,
    /// which only the protocol setter leaves: a `file:` URL's host
    /// `localhost`, or its drive written with `|`.
    fn has_unnormal_parts(&self) -> bool {
        let drive = self.pathname().get(1..3).and_then(Drive::of_segment);
        self.scheme() == "file"
            && (empties_file_host(self.hostname().as_bytes())
                || drive.is_some_and(|d| d.separator() == '|'))
    }

    /// [`Url::model`], for a setter: an href that does not read back
    /// (which would be a bug) leaves the URL as it is.
    fn model_for(&self, value: &Value<'_>) -> Result<UrlRef<'_>, SetError> {
        self.model()
            .map_err(|_| value.whole(SetErrorKind::Syntax(ErrorKind::Expected(Rule::Url))))
    }

    /// The `href` setter: parses `value` as a new URL, without a base.
    ///
    /// Returns the parse error and leaves the URL as it was when `value`
    /// does not parse.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://a/", None).unwrap();
    /// url.set_href("HTTPS://B/c/../d").unwrap();
    /// assert_eq!(url.href(), "https://b/d");
    /// assert!(url.set_href("not a URL").is_err());
    /// assert_eq!(url.href(), "https://b/d");
    /// ```
    pub fn set_href(&mut self, value: &str) -> Result<(), ParseError> {
        *self = Url::parse(value, None)?;
        Ok(())
    }

    /// The `protocol` setter: the `scheme` production at the start of
    /// `value`, which a `:` or the end must follow.
    ///
    /// `Ok` when the scheme changed to the whole value (with or without a
    /// final `:`). `Err` with [`SetError::applied`] when it changed and
    /// something after the `:` was ignored. `Err` otherwise, the URL
    /// unchanged: the value is no scheme ([`SetErrorKind::Syntax`]), or
    /// the standard refuses the change ([`SetErrorKind::SpecialMismatch`],
    /// [`SetErrorKind::FileWithUserinfoOrPort`],
    /// [`SetErrorKind::FileWithEmptyHost`]).
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h:443/", None).unwrap();
    /// url.set_protocol("HTTPS").unwrap();
    /// // The port is the new scheme's default: normalisation removes it.
    /// assert_eq!(url.href(), "https://h/");
    /// assert!(url.set_protocol("web+x").is_err());
    /// assert_eq!(url.protocol(), "https:");
    /// ```
    ///
    /// As the standard's, it changes the scheme (and a default port) and
    /// nothing else, even where the new scheme normalises otherwise; the
    /// setters of the other components keep what it kept.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://localhost/C|/x", None).unwrap();
    /// url.set_protocol("file").unwrap();
    /// assert_eq!(url.href(), "file://localhost/C|/x");
    /// url.set_hash("f").unwrap();
    /// assert_eq!(url.href(), "file://localhost/C|/x#f");
    /// // Parsed again, its href is another URL: the standard's own quirk.
    /// assert_eq!(Url::parse(url.href(), None).unwrap().href(), "file:///C:/x#f");
    /// ```
    pub fn set_protocol(&mut self, value: &str) -> Result<(), SetError> {
        let value = Value::new(value);
        let text = value.text();
        let len = match grammar::scheme(Mode::Generic, Span::new(text)) {
            Ok((_, s)) => s.fragment().len(),
            Err(e) => return Err(syntax(&value, e)),
        };
        // The parser is given `value` and a `:`: the scheme ends at a `:` or
        // at the end, and anything else after it fails.
        match text.as_bytes().get(len) {
            None | Some(b':') => {}
            Some(_) => {
                let next = text[len..].chars().next().map_or(0, char::len_utf8);
                let kind = SetErrorKind::Syntax(ErrorKind::Expected(Rule::Scheme));
                return Err(value.error(kind, len, len + next, false));
            }
        }
        let scheme = text[..len].to_ascii_lowercase();
        let mut url = self.model_for(&value)?;
        let current = url.scheme.as_deref().unwrap_or_default();
        // The scheme state's checks under a state override.
        let refused = if Mode::of_scheme(current).is_special()
            != Mode::of_scheme(&scheme).is_special()
        {
            Some(SetErrorKind::SpecialMismatch)
        } else if scheme == "file"
            && url
                .authority
                .as_ref()
                .is_some_and(|a| a.userinfo.is_some() || a.port.is_some())
        {
            Some(SetErrorKind::FileWithUserinfoOrPort)
        } else if current == "file" && url.authority.as_ref().is_none_or(|a| a.host.is_empty()) {
            Some(SetErrorKind::FileWithEmptyHost)
        } else {
            None
        };
        if let Some(kind) = refused {
            return Err(value.error(kind, 0, len, false));
        }
        // The scheme state under a state override changes the scheme and
        // drops a port that is the new scheme's default, and nothing else:
        // the other components are not forced, processed or normalised
        // again for the new scheme (`http://localhost/C|` becomes
        // `file://localhost/C|`). The model is printed as it is.
        if let Some(a) = url.authority.as_mut() {
            if drops_default_port(&scheme, a.port) {
                a.port = None;
            }
        }
        url.scheme = Some(Cow::Owned(scheme));
        *self = Url::from_normalised(&url).ok_or_else(|| value.whole(SetErrorKind::TooLong))?;
        value.rest_from((len + 1).min(text.len()))
    }

    /// The `username` setter: `value`, all of it, becomes the username.
    ///
    /// `Ok` when it did. `Err` with
    /// [`SetErrorKind::CannotHaveUserinfoOrPort`] and the URL unchanged
    /// when the URL has no host, an empty host, or is a file URL.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/", None).unwrap();
    /// url.set_username("a:b@c").unwrap();
    /// assert_eq!(url.href(), "http://a%3Ab%40c@h/");
    /// let mut file = Url::parse("file:///x", None).unwrap();
    /// assert!(file.set_username("me").is_err());
    /// ```
    pub fn set_username(&mut self, value: &str) -> Result<(), SetError> {
        // "Set the username" does not run the parser: the whole value,
        // tabs and `:` and `@` included, is percent-encoded with the
        // userinfo percent-encode set (the username column encodes every
        // character that would end the `username` production).
        self.set_userinfo(value, true)
    }

    /// The `password` setter: `value`, all of it, becomes the password (an
    /// empty one is no password).
    ///
    /// Returns as [`Url::set_username`] does.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/", None).unwrap();
    /// url.set_password("p@ss").unwrap();
    /// assert_eq!(url.href(), "http://:p%40ss@h/");
    /// url.set_password("").unwrap();
    /// assert_eq!(url.href(), "http://h/");
    /// ```
    pub fn set_password(&mut self, value: &str) -> Result<(), SetError> {
        // As for the username: "set the password" encodes the whole value.
        self.set_userinfo(value, false)
    }

    /// Sets the username (or else the password) to `value`.
    fn set_userinfo(&mut self, value: &str, username: bool) -> Result<(), SetError> {
        let refused = |kind| SetError {
            kind,
            span: whole_span(value),
            applied: false,
        };
        let mut url = self
            .model()
            .map_err(|_| refused(SetErrorKind::Syntax(ErrorKind::Expected(Rule::Url))))?;
        if cannot_have_userinfo_or_port(&url) {
            return Err(refused(SetErrorKind::CannotHaveUserinfoOrPort));
        }
        let Some(a) = url.authority.as_mut() else {
            return Err(refused(SetErrorKind::CannotHaveUserinfoOrPort));
        };
        let mut info = a.userinfo.take().unwrap_or(Userinfo {
            username: Cow::Borrowed(""),
            password: None,
        });
        if username {
            info.username = Cow::Borrowed(value);
        } else {
            info.password = Some(Cow::Borrowed(value));
        }
        a.userinfo = Some(info);
        *self = rebuild(url, Unnormal::default()).map_err(|e| SetError {
            span: whole_span(value),
            ..rebuild_error(&Value::new(value), e, 0, 0)
        })?;
        Ok(())
    }

    /// The `host` setter: the `host` production, then `:` and the `port`
    /// production if a `:` follows. A file URL's host runs to the first
    /// `/`, `\`, `?` or `#`, and has no port.
    ///
    /// `Ok` when the whole value was used. `Err` with
    /// [`SetError::applied`] when the host changed but a part was ignored:
    /// what follows the host (or the port) from its first `/`, `?`, `#`
    /// (or `\` in a special URL), or a port that is empty, not a number or
    /// too large (the port stays as it was). `Err` otherwise, the URL
    /// unchanged: the URL has an opaque path, the value is no host, or host
    /// processing rejects it.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h:8/p", None).unwrap();
    /// url.set_host("EXAMPLE.com:81").unwrap();
    /// assert_eq!(url.href(), "http://example.com:81/p");
    /// // The host is applied, the port is not.
    /// assert!(url.set_host("a.b:x").unwrap_err().applied());
    /// assert_eq!(url.host(), "a.b:81");
    /// assert!(url.set_host("a b").is_err());
    /// assert_eq!(url.host(), "a.b:81");
    /// ```
    pub fn set_host(&mut self, value: &str) -> Result<(), SetError> {
        self.set_host_port(value, true)
    }

    /// The `hostname` setter: the `host` production alone.
    ///
    /// Returns as [`Url::set_host`] does, but a value with a port is
    /// ignored ([`SetErrorKind::PortInHostname`]).
    ///
    /// ```
    /// use specurl::{SetErrorKind, Url};
    /// let mut url = Url::parse("http://h:8/p", None).unwrap();
    /// url.set_hostname("[::1]").unwrap();
    /// assert_eq!(url.href(), "http://[::1]:8/p");
    /// assert_eq!(url.set_hostname("x:9").unwrap_err().kind(), SetErrorKind::PortInHostname);
    /// ```
    pub fn set_hostname(&mut self, value: &str) -> Result<(), SetError> {
        self.set_host_port(value, false)
    }

    fn set_host_port(&mut self, value: &str, with_port: bool) -> Result<(), SetError> {
        let value = Value::new(value);
        let text = value.text();
        let mut url = self.model_for(&value)?;
        // The host is what the setter changes.
        let kept = Unnormal {
            localhost: false,
            ..Unnormal::of(&url)
        };
        if url.has_opaque_path() {
            return Err(value.whole(SetErrorKind::OpaquePath));
        }
        let mode = url.mode(Mode::Generic);
        let special = mode.is_special();
        let ends_host = |b: u8| crate::chars::ends_authority(mode, char::from(b));
        let end = text.bytes().position(ends_host).unwrap_or(text.len());
        if url.scheme.as_deref() == Some("file") {
            // The file host state, for both setters: the host is all up to
            // the first `/`, `\`, `?` or `#`; a `:` in it is no port but a
            // forbidden host code point.
            let authority = if end == 0 {
                Authority::empty()
            } else {
                match grammar::host(mode, Span::new(&text[..end])) {
                    Ok((rest, host)) if rest.fragment().is_empty() => Authority::new(host_of(host)),
                    Ok((rest, _)) => {
                        let at = offset(&rest);
                        let kind = SetErrorKind::Syntax(ErrorKind::AfterHost);
                        return Err(value.error(kind, at, end, false));
                    }
                    Err(e) => return Err(syntax(&value, e)),
                }
            };
            url.authority = Some(authority);
            *self = rebuild(url, kept).map_err(|e| rebuild_error(&value, e, 0, end))?;
            return value.rest_from(end);
        }
        let has_userinfo_or_port = url
            .authority
            .as_ref()
            .is_some_and(|a| a.userinfo.is_some() || a.port.is_some());
        if end == 0 {
            // The host state at the end of an empty buffer: a special URL
            // fails, and so does one with credentials or a port under a
            // state override; any other gets the empty host.
            if special || has_userinfo_or_port {
                return Err(value.error(SetErrorKind::MissingHost, 0, 0, false));
            }
            url.authority = Some(Authority::empty());
            *self = rebuild(url, kept).map_err(|e| rebuild_error(&value, e, 0, 0))?;
            return value.rest_from(0);
        }
        if text.starts_with(':') {
            return Err(value.error(SetErrorKind::MissingHost, 0, 1, false));
        }
        let (rest, host) = grammar::host(mode, Span::new(text)).map_err(|e| syntax(&value, e))?;
        let host_end = offset(&rest);
        let mut port = None;
        let mut applied_to = host_end;
        let mut port_error = None;
        match text.as_bytes().get(host_end) {
            None => {}
            Some(&b) if ends_host(b) => {}
            Some(b':') if !with_port => {
                // The hostname setter fails at a `:` outside brackets.
                return Err(value.error(SetErrorKind::PortInHostname, host_end, end, false));
            }
            Some(b':') => {
                // The port state under a state override: digits up to
                // anything else. No digits, or a number too large, fails
                // after the host is set: the host setter may apply a part.
                let at = host_end + 1;
                match grammar::port(mode, Span::new(&text[at..])) {
                    Ok((_, p)) => match p.number() {
                        Some(n) => {
                            port = Some(Port::Number(n));
                            applied_to = at + p.span().fragment().len();
                        }
                        None => {
                            let kind = SetErrorKind::Syntax(ErrorKind::InvalidPort);
                            port_error = Some(value.error(kind, host_end, text.len(), true));
                        }
                    },
                    Err(_) => {
                        let kind = SetErrorKind::Syntax(ErrorKind::PortOutOfRange);
                        port_error = Some(value.error(kind, at, text.len(), true));
                    }
                }
            }
            Some(_) => {
                // The host state's buffer runs to `:` or the end of the
                // host: all of it must be a host.
                let kind = SetErrorKind::Syntax(ErrorKind::AfterHost);
                return Err(value.error(kind, host_end, end, false));
            }
        }
        let authority = url.authority.get_or_insert_with(Authority::empty);
        authority.host = host_of(host);
        if let Some(p) = port {
            authority.port = Some(p);
        }
        url.restore_path_root();
        *self = rebuild(url, kept).map_err(|e| rebuild_error(&value, e, 0, host_end))?;
        match port_error {
            Some(e) => Err(e),
            None => value.rest_from(applied_to),
        }
    }

    /// The `port` setter: the `port` production at the start of `value`;
    /// the empty value removes the port.
    ///
    /// `Ok` when the whole value was used. `Err` with
    /// [`SetError::applied`] when the port changed and what followed its
    /// digits was ignored. `Err` otherwise, the URL unchanged: the URL
    /// cannot have a port, or the value does not start with a port below
    /// 2^16.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/", None).unwrap();
    /// url.set_port("8080").unwrap();
    /// assert_eq!(url.host(), "h:8080");
    /// url.set_port("80").unwrap();
    /// assert_eq!(url.host(), "h");
    /// assert!(url.set_port("99999").is_err());
    /// url.set_port("81").unwrap();
    /// url.set_port("").unwrap();
    /// assert_eq!(url.port(), "");
    /// ```
    pub fn set_port(&mut self, value: &str) -> Result<(), SetError> {
        let raw_empty = value.is_empty();
        let value = Value::new(value);
        let text = value.text();
        let mut url = self.model_for(&value)?;
        if cannot_have_userinfo_or_port(&url) {
            return Err(value.whole(SetErrorKind::CannotHaveUserinfoOrPort));
        }
        let mode = url.mode(Mode::Generic);
        // The setter itself, before any parsing: the empty string removes
        // the port (a value of tabs only is parsed, and fails).
        let (port, used) = if raw_empty {
            (None, 0)
        } else {
            match grammar::port(mode, Span::new(text)) {
                Ok((_, p)) => match p.number() {
                    Some(n) => (Some(Port::Number(n)), p.span().fragment().len()),
                    None => {
                        let next = text.chars().next().map_or(0, char::len_utf8);
                        let kind = SetErrorKind::Syntax(ErrorKind::InvalidPort);
                        return Err(value.error(kind, 0, next, false));
                    }
                },
                Err(e) => return Err(syntax(&value, e)),
            }
        };
        if let Some(a) = url.authority.as_mut() {
            a.port = port;
        }
        *self = rebuild(url, Unnormal::default()).map_err(|e| rebuild_error(&value, e, 0, used))?;
        value.rest_from(used)
    }

    /// The `pathname` setter: the `path` production, over all of `value`.
    ///
    /// `Ok` when the path changed. `Err` with [`SetErrorKind::OpaquePath`]
    /// and the URL unchanged when the URL has an opaque path.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/a?q", None).unwrap();
    /// url.set_pathname("b/../c d?#").unwrap();
    /// assert_eq!(url.href(), "http://h/c%20d%3F%23?q");
    /// let mut url = Url::parse("sc:/a", None).unwrap();
    /// url.set_pathname("").unwrap();
    /// assert_eq!(url.href(), "sc:/");
    /// ```
    pub fn set_pathname(&mut self, value: &str) -> Result<(), SetError> {
        let value = Value::new(value);
        let mut url = self.model_for(&value)?;
        // The path is what the setter changes.
        let kept = Unnormal {
            drive: None,
            ..Unnormal::of(&url)
        };
        if url.has_opaque_path() {
            return Err(value.whole(SetErrorKind::OpaquePath));
        }
        let mode = url.mode(Mode::Generic);
        // The path state under a state override does not stop at `?` or
        // `#`: they are part of a segment, which percent-encodes them.
        let text = escape(value.text(), &[('?', "%3F"), ('#', "%23")]);
        let (_, path) = grammar::path(mode, Span::new(&text)).map_err(|e| syntax(&value, e))?;
        url.drive = None;
        url.path_root = path.path_root().is_some();
        url.dirs = path.rel().dir_texts().map(Cow::Borrowed).collect();
        url.file = path.rel().file().map(|f| Cow::Borrowed(*f.fragment()));
        if url.authority.is_none() {
            // Without a host, a path that is not opaque starts with `/`:
            // the path start state appends an empty segment to an empty
            // path, and the serializer writes `/` before every segment.
            url.path_root = true;
        }
        url.restore_path_root();
        *self = rebuild(url, kept).map_err(|e| rebuild_error(&value, e, 0, 0))?;
        Ok(())
    }

    /// The `search` setter: a leading `?` removed, the `query` production
    /// over the rest; the empty value removes the query.
    ///
    /// Always `Ok`: every value is a query.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/#f", None).unwrap();
    /// url.set_search("?a b#c").unwrap();
    /// assert_eq!(url.href(), "http://h/?a%20b%23c#f");
    /// url.set_search("").unwrap();
    /// assert_eq!(url.href(), "http://h/#f");
    /// ```
    pub fn set_search(&mut self, value: &str) -> Result<(), SetError> {
        // The setter itself: the empty string (before a `?` is removed)
        // removes the query.
        let removes = value.is_empty();
        let value = Value::new(value.strip_prefix('?').unwrap_or(value));
        let mut url = self.model_for(&value)?;
        let kept = Unnormal::of(&url);
        url.query = if removes {
            None
        } else {
            // The query state under a state override does not stop at `#`:
            // it is part of the query, which percent-encodes it.
            let text = escape(value.text(), &[('#', "%23")]);
            let (_, q) = grammar::query(url.mode(Mode::Generic), Span::new(&text))
                .map_err(|e| syntax(&value, e))?;
            Some(Cow::Owned(q.fragment().to_string()))
        };
        *self = rebuild(url, kept).map_err(|e| rebuild_error(&value, e, 0, 0))?;
        Ok(())
    }

    /// The `hash` setter: a leading `#` removed, the `fragment` production
    /// over the rest; the empty value removes the fragment.
    ///
    /// Always `Ok`: every value is a fragment.
    ///
    /// ```
    /// use specurl::Url;
    /// let mut url = Url::parse("http://h/?q", None).unwrap();
    /// url.set_hash("#a#b c").unwrap();
    /// assert_eq!(url.href(), "http://h/?q#a#b%20c");
    /// url.set_hash("").unwrap();
    /// assert_eq!(url.href(), "http://h/?q");
    /// ```
    pub fn set_hash(&mut self, value: &str) -> Result<(), SetError> {
        let removes = value.is_empty();
        let value = Value::new(value.strip_prefix('#').unwrap_or(value));
        let mut url = self.model_for(&value)?;
        let kept = Unnormal::of(&url);
        url.fragment = if removes {
            None
        } else {
            let (_, f) = grammar::fragment(url.mode(Mode::Generic), Span::new(value.text()))
                .map_err(|e| syntax(&value, e))?;
            Some(Cow::Borrowed(*f.fragment()))
        };
        *self = rebuild(url, kept).map_err(|e| rebuild_error(&value, e, 0, 0))?;
        Ok(())
    }
}

/// `text` with each of the characters replaced by its escape.
fn escape<'t>(text: &'t str, escapes: &[(char, &str)]) -> Cow<'t, str> {
    if !text.contains(|c| escapes.iter().any(|(e, _)| *e == c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match escapes.iter().find(|(e, _)| *e == c) {
            Some((_, escaped)) => out.push_str(escaped),
            None => out.push(c),
        }
    }
    Cow::Owned(out)
}
