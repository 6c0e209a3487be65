//! ECMAScript pattern syntax under the `v` flag (ECMA-262 §22.2.1) read
//! into a tree. It reads only sources that `regress` has accepted, so
//! anything unexpected is a disagreement with `regress`, reported with
//! its place rather than diagnosed.

use core::ops::Range;

use super::error::{RegExpError, RegExpErrorKind};

/// The deepest nesting of groups and classes a custom regexp group's
/// regular expression may have (the component's own groups included);
/// deeper is `InvalidRegExp`. The executor and `regress` recurse over the
/// nesting, never over the length, so this bounds their stack.
pub(crate) const REGEXP_MAX_NESTING: usize = 64;

/// How far apart two strings of a string property's class may lie: the
/// longest RGI emoji sequence has 10 code points.
const STRING_PROPERTY_LENGTH: usize = 16;

const STRING_PROPERTIES: [&str; 7] = [
    "Basic_Emoji",
    "Emoji_Keycap_Sequence",
    "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence",
    "RGI_Emoji_Tag_Sequence",
    "RGI_Emoji_ZWJ_Sequence",
    "RGI_Emoji",
];

/// The flags a modifier group `(?ims-ims:…)` can change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct ModifierFlags {
    pub(crate) icase: bool,
    pub(crate) multiline: bool,
    pub(crate) dot_all: bool,
}

/// An atom that matches one character, or (`max_len` set) a class that
/// may match strings of up to `max_len` characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct AtomSource {
    pub(crate) source: String,
    pub(crate) mode: ModifierFlags,
    pub(crate) literal: Option<char>,
    pub(crate) max_len: Option<usize>,
}

/// A node of the tree; groups are numbered from 1.
#[derive(Debug)]
pub(crate) enum Node {
    Atom(usize),
    Seq(Vec<Node>),
    Alt(Vec<Node>),
    Group(Option<usize>, Box<Node>),
    Look {
        behind: bool,
        negate: bool,
        groups: (usize, usize),
        node: Box<Node>,
    },
    Repeat {
        node: Box<Node>,
        min: u32,
        max: u32,
        greedy: bool,
        groups: (usize, usize),
    },
    Start(bool),
    End(bool),
    Word {
        negate: bool,
        atom: usize,
    },
    BackRef {
        index: usize,
        icase: bool,
    },
}

/// A parsed pattern: its tree, its atoms, its group count, and the groups
/// each backreference may name (several under duplicate names).
#[derive(Debug)]
pub(crate) struct Tree {
    pub(crate) node: Node,
    pub(crate) atoms: Vec<AtomSource>,
    pub(crate) groups: usize,
    pub(crate) refs: Vec<Vec<usize>>,
    /// Where each atom first appears, in bytes of the source.
    pub(crate) atom_spans: Vec<Range<usize>>,
}

/// The deepest nesting of parentheses and brackets in `source`, escapes
/// skipped: checked before any engine reads the source.
pub(crate) fn nesting_depth(source: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    let mut chars = source.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '(' | '[' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' | ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// Reads `source` with the `v` flag, and `i` when `icase`.
pub(crate) fn parse(source: &str, icase: bool) -> Result<Tree, RegExpError> {
    if nesting_depth(source) > REGEXP_MAX_NESTING {
        return Err(RegExpError::new(RegExpErrorKind::TooDeep, 0..source.len()));
    }
    let mut p = Parser {
        s: source.chars().collect(),
        i: 0,
        atoms: Vec::new(),
        atom_spans: Vec::new(),
        groups: 0,
        names: Vec::new(),
        refs: Vec::new(),
    };
    let flags = ModifierFlags {
        icase,
        ..ModifierFlags::default()
    };
    let node = p.disjunction(flags, 0)?;
    if p.i != p.s.len() {
        return Err(p.error(RegExpErrorKind::Unexpected));
    }
    let refs = p
        .refs
        .iter()
        .map(|(r, span)| {
            let groups = match r {
                Ref::Number(n) if *n <= p.groups => vec![*n],
                Ref::Number(_) => Vec::new(),
                Ref::Name(name) => p
                    .names
                    .iter()
                    .filter(|(n, _)| n == name)
                    .map(|&(_, g)| g)
                    .collect(),
            };
            if groups.is_empty() {
                Err(RegExpError::new(
                    RegExpErrorKind::UnknownGroup,
                    span.clone(),
                ))
            } else {
                Ok(groups)
            }
        })
        .collect::<Result<_, _>>()?;
    Ok(Tree {
        node,
        atoms: p.atoms,
        groups: p.groups,
        refs,
        atom_spans: p.atom_spans,
    })
}

enum Ref {
    Number(usize),
    Name(String),
}

struct Parser {
    s: Vec<char>,
    i: usize,
    atoms: Vec<AtomSource>,
    atom_spans: Vec<Range<usize>>,
    groups: usize,
    names: Vec<(String, usize)>,
    refs: Vec<(Ref, Range<usize>)>,
}

impl Parser {
    /// The byte offset of the `k`th character.
    fn byte(&self, k: usize) -> usize {
        self.s[..k.min(self.s.len())]
            .iter()
            .map(|c| c.len_utf8())
            .sum()
    }

    /// The bytes of the characters from `from` to the current one.
    fn span_from(&self, from: usize) -> Range<usize> {
        self.byte(from)..self.byte(self.i)
    }

    /// An error about the current character (or the end).
    fn error(&self, kind: RegExpErrorKind) -> RegExpError {
        RegExpError::new(kind, self.byte(self.i)..self.byte(self.i + 1))
    }

    /// The current character, or an error at the end.
    fn current(&self) -> Result<char, RegExpError> {
        self.peek_at(0)
            .ok_or_else(|| self.error(RegExpErrorKind::Unexpected))
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.s.get(self.i + k).copied()
    }

    fn eat(&mut self, t: &str) -> bool {
        let n = t.chars().count();
        let ok =
            self.s.len() >= self.i + n && t.chars().zip(&self.s[self.i..]).all(|(a, &b)| a == b);
        if ok {
            self.i += n;
        }
        ok
    }

    fn text(&self, from: usize) -> String {
        self.s[from.min(self.i)..self.i.min(self.s.len())]
            .iter()
            .collect()
    }

    /// The text up to `end`, which is consumed.
    fn until(&mut self, end: char) -> Result<String, RegExpError> {
        let from = self.i;
        while self.current()? != end {
            self.i += 1;
        }
        let text = self.text(from);
        self.i += 1;
        Ok(text)
    }

    /// The index of `atom`, written from the character `from` on.
    fn atom(&mut self, atom: AtomSource, from: usize) -> usize {
        if let Some(k) = self.atoms.iter().position(|a| *a == atom) {
            return k;
        }
        self.atoms.push(atom);
        self.atom_spans.push(self.span_from(from));
        self.atoms.len() - 1
    }

    fn disjunction(&mut self, mode: ModifierFlags, depth: usize) -> Result<Node, RegExpError> {
        if depth > REGEXP_MAX_NESTING {
            return Err(self.error(RegExpErrorKind::TooDeep));
        }
        let mut alternatives = vec![self.alternative(mode, depth)?];
        while self.eat("|") {
            alternatives.push(self.alternative(mode, depth)?);
        }
        Ok(match alternatives.len() {
            1 => alternatives.remove(0),
            _ => Node::Alt(alternatives),
        })
    }

    fn alternative(&mut self, mode: ModifierFlags, depth: usize) -> Result<Node, RegExpError> {
        let mut terms = Vec::new();
        while let Some(c) = self.peek_at(0) {
            if c == '|' || c == ')' {
                break;
            }
            terms.push(self.term(mode, depth)?);
        }
        Ok(Node::Seq(terms))
    }

    fn group_body(&mut self, mode: ModifierFlags, depth: usize) -> Result<Node, RegExpError> {
        let node = self.disjunction(mode, depth + 1)?;
        if self.eat(")") {
            Ok(node)
        } else {
            Err(self.error(RegExpErrorKind::Unexpected))
        }
    }

    fn term(&mut self, mode: ModifierFlags, depth: usize) -> Result<Node, RegExpError> {
        let g0 = self.groups;
        let single = |source: String, literal| AtomSource {
            source,
            mode,
            literal,
            max_len: None,
        };
        for (t, behind, negate) in [
            ("(?=", false, false),
            ("(?!", false, true),
            ("(?<=", true, false),
            ("(?<!", true, true),
        ] {
            if self.eat(t) {
                let node = Box::new(self.group_body(mode, depth)?);
                let groups = (g0, self.groups);
                return Ok(Node::Look {
                    behind,
                    negate,
                    groups,
                    node,
                });
            }
        }
        if self.eat("^") {
            return Ok(Node::Start(mode.multiline));
        }
        if self.eat("$") {
            return Ok(Node::End(mode.multiline));
        }
        let from = self.i;
        for (t, negate) in [("\\b", false), ("\\B", true)] {
            if self.eat(t) {
                let atom = self.atom(single("\\w".into(), None), from);
                return Ok(Node::Word { negate, atom });
            }
        }
        let c = self.current()?;
        let node = if self.eat("(?:") {
            Node::Group(None, Box::new(self.group_body(mode, depth)?))
        } else if self.eat("(?<") {
            let name = self.until('>')?;
            self.groups += 1;
            self.names.push((name, self.groups));
            Node::Group(Some(self.groups), Box::new(self.group_body(mode, depth)?))
        } else if self.eat("(?") {
            let flags = self.until(':')?;
            let mut inner = mode;
            let mut on = true;
            for f in flags.chars() {
                match f {
                    '-' => on = false,
                    'i' => inner.icase = on,
                    'm' => inner.multiline = on,
                    's' => inner.dot_all = on,
                    _ => {
                        let flags = self.byte(from + 2)..self.byte(self.i - 1);
                        return Err(RegExpError::new(RegExpErrorKind::Unexpected, flags));
                    }
                }
            }
            Node::Group(None, Box::new(self.group_body(inner, depth)?))
        } else if self.eat("(") {
            self.groups += 1;
            let g = self.groups;
            Node::Group(Some(g), Box::new(self.group_body(mode, depth)?))
        } else if c == '[' {
            let max_len = self.class()?;
            let atom = AtomSource {
                source: self.text(from),
                mode,
                literal: None,
                max_len,
            };
            Node::Atom(self.atom(atom, from))
        } else if c == '\\' {
            self.escape(mode)?
        } else {
            self.i += 1;
            let literal = (c != '.').then_some(c);
            Node::Atom(self.atom(single(c.to_string(), literal), from))
        };
        self.quantifier(node, g0)
    }

    /// Skips a class, nested ones included; the longest string it may
    /// match when it may match strings.
    fn class(&mut self) -> Result<Option<usize>, RegExpError> {
        let from = self.i;
        let negated = self.peek_at(1) == Some('^');
        let (mut depth, mut strings, mut property) = (0usize, false, false);
        loop {
            let c = self.current()?;
            self.i += 1;
            match c {
                '\\' => {
                    let e = self.current()?;
                    self.i += 1;
                    if e == 'q' {
                        strings = true;
                    } else if e == 'p' && self.peek_at(0) == Some('{') {
                        self.i += 1;
                        let name = self.until('}')?;
                        property |= STRING_PROPERTIES.contains(&name.as_str());
                    }
                }
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
        if negated || !(strings || property) {
            return Ok(None);
        }
        let own = self.i - from;
        Ok(Some(if property {
            own.max(STRING_PROPERTY_LENGTH)
        } else {
            own
        }))
    }

    fn escape(&mut self, mode: ModifierFlags) -> Result<Node, RegExpError> {
        let from = self.i;
        let e = self
            .peek_at(1)
            .ok_or_else(|| self.error(RegExpErrorKind::Unexpected))?;
        self.i += 2;
        let mut max_len = None;
        match e {
            'k' => {
                if !self.eat("<") {
                    return Err(self.error(RegExpErrorKind::Unexpected));
                }
                let name = self.until('>')?;
                self.refs.push((Ref::Name(name), self.span_from(from)));
                return Ok(self.backref(mode));
            }
            '1'..='9' => {
                let mut n = e as usize - '0' as usize;
                while let Some(d) = self.peek_at(0).and_then(|d| d.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(d as usize);
                    self.i += 1;
                }
                self.refs.push((Ref::Number(n), self.span_from(from)));
                return Ok(self.backref(mode));
            }
            'p' | 'P' => {
                if !self.eat("{") {
                    return Err(self.error(RegExpErrorKind::Unexpected));
                }
                let name = self.until('}')?;
                if e == 'p' && STRING_PROPERTIES.contains(&name.as_str()) {
                    max_len = Some(STRING_PROPERTY_LENGTH);
                }
            }
            'c' => self.i += 1,
            'x' => self.i += 2,
            'u' if self.eat("{") => {
                self.until('}')?;
            }
            'u' => {
                let lead = self.hex4(self.i);
                self.i += 4;
                let trail = self.hex4(self.i + 2);
                if matches!(lead, Some(0xD800..=0xDBFF))
                    && self.peek_at(0) == Some('\\')
                    && self.peek_at(1) == Some('u')
                    && matches!(trail, Some(0xDC00..=0xDFFF))
                {
                    self.i += 6;
                }
            }
            _ => {}
        }
        let atom = AtomSource {
            source: self.text(from),
            mode,
            literal: None,
            max_len,
        };
        Ok(Node::Atom(self.atom(atom, from)))
    }

    fn hex4(&self, at: usize) -> Option<u32> {
        let digits: String = self.s.get(at..at + 4)?.iter().collect();
        u32::from_str_radix(&digits, 16).ok()
    }

    fn backref(&mut self, mode: ModifierFlags) -> Node {
        Node::BackRef {
            index: self.refs.len() - 1,
            icase: mode.icase,
        }
    }

    fn quantifier(&mut self, node: Node, g0: usize) -> Result<Node, RegExpError> {
        let from = self.i;
        let (min, max) = if self.eat("*") {
            (0, u32::MAX)
        } else if self.eat("+") {
            (1, u32::MAX)
        } else if self.eat("?") {
            (0, 1)
        } else if self.eat("{") {
            let body = self.until('}')?;
            let bad = RegExpError::new(RegExpErrorKind::Unexpected, self.span_from(from));
            let number = |s: &str| -> Result<u32, RegExpError> {
                if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad.clone());
                }
                Ok(s.parse::<u32>().unwrap_or(u32::MAX))
            };
            match body.split_once(',') {
                None => (number(&body)?, number(&body)?),
                Some((a, "")) => (number(a)?, u32::MAX),
                Some((a, b)) => (number(a)?, number(b)?),
            }
        } else {
            return Ok(node);
        };
        let greedy = !self.eat("?");
        Ok(Node::Repeat {
            node: Box::new(node),
            min,
            max,
            greedy,
            groups: (g0, self.groups),
        })
    }
}
