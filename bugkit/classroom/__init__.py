"""The classroom server (issue 23): one class on the teacher's machine, no accounts, nothing leaves the room.

``python -m bugkit.classroom serve`` starts Voila on the lesson notebooks, makes a class in the store and prints the
teacher's and the students' links. ``store`` owns the class data, ``client`` is what a lesson page calls in class
mode, ``teacher`` builds the teacher's page.
"""

from __future__ import annotations

from .store import ClassStore, Overview, StoreUnavailable, Student, Teacher

__all__ = ["ClassStore", "Overview", "StoreUnavailable", "Student", "Teacher"]
